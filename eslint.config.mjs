import nx from '@nx/eslint-plugin';
import eslintConfigPrettier from 'eslint-config-prettier';

// Node built-ins are banned from the headless libraries: they must run in the browser, in Storybook and in tests alike.
const nodeBuiltins = [
  'node:*',
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'process',
  'readline',
  'stream',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];
const uiFrameworks = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@mantine/*',
  '@tanstack/*',
  '@xstate/react',
];

/** The dependency rules of docs/architecture.md, on two tag dimensions. */
function depConstraints({ tests }) {
  return [
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
    { sourceTag: 'scope:agent', onlyDependOnLibsWithTags: ['scope:agent', 'scope:shared'] },
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: [
        'type:feature',
        'type:ui',
        'type:data-access',
        'type:domain',
        'type:util',
        // Test servers and readers (libs/test-support): for an app's tests and journeys, never its product code.
        ...(tests ? ['type:test-support'] : []),
      ],
    },
    // The tests run the local channeler's SFTP server (apps/channeler-sim, tagged type:simulator) on temporary folders.
    {
      sourceTag: 'type:test-support',
      onlyDependOnLibsWithTags: ['type:test-support', 'type:util', 'type:simulator'],
    },
    {
      sourceTag: 'type:feature',
      onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'],
      bannedExternalImports: [...uiFrameworks, ...nodeBuiltins],
    },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util'] },
    {
      sourceTag: 'type:data-access',
      onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util'],
    },
    {
      sourceTag: 'type:domain',
      onlyDependOnLibsWithTags: ['type:domain', 'type:util'],
      bannedExternalImports: [...uiFrameworks, ...nodeBuiltins],
      // The domain core imports valibot and dayjs only; its tests may also use the test tools.
      allowedExternalImports: tests
        ? ['valibot', 'dayjs', 'dayjs/**', 'vitest', 'vitest/config', 'fast-check']
        : ['valibot', 'dayjs', 'dayjs/**'],
    },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: ['type:util'],
      bannedExternalImports: tests ? uiFrameworks : [...uiFrameworks, ...nodeBuiltins],
    },
  ];
}

const boundaries = (tests) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: depConstraints({ tests }),
  },
];

/**
 * The SSN lives in one module (issue 26): libs/domain/src/ssn (the rule, the mask) and apps/api/src/ssn (seal,
 * mask, reveal). Elsewhere an SSN pattern or a hand-made mask is refused; import from those modules instead.
 */
const SSN_MODULE_MESSAGE =
  'SSN patterns and masks live in one module: use ssnDefect / ssnField / maskSsn from @ridgeline/domain or apps/api/src/ssn/ssn-vault.ts.';
const SSN_SELECTORS = [
  {
    // A regex with three, two and four digits in a row (\d{3}-?\d{2}-?\d{4}, [0-9]{3}... and the like).
    selector: String.raw`Literal[regex.pattern=/(\\d|\[0-9\])\{3\}.*(\\d|\[0-9\])\{2\}.*(\\d|\[0-9\])\{4\}/]`,
    message: SSN_MODULE_MESSAGE,
  },
  {
    // A masked SSN written by hand: '***-**-' in a string or a template, or a regex of it.
    selector: String.raw`Literal[value=/\*\*\*-\*\*-/]`,
    message: SSN_MODULE_MESSAGE,
  },
  { selector: String.raw`TemplateElement[value.raw=/\*\*\*-\*\*-/]`, message: SSN_MODULE_MESSAGE },
  { selector: String.raw`Literal[regex.pattern=/\\\*(\{3\}|\\\*\\\*)-/]`, message: SSN_MODULE_MESSAGE },
];

/**
 * A list's sort columns are looked up in one place (issue 26): `sortTable()` in apps/api/src/search/sort-table.ts
 * maps the contract's `sortField` names to columns. Indexing or switching on a `sortField` elsewhere is refused.
 */
const SORT_MODULE_MESSAGE =
  'Sort columns are looked up in one place: declare the columns with sortTable() from apps/api/src/search/sort-table.ts.';
const SORT_SELECTORS = [
  { selector: "MemberExpression[computed=true][property.name='sortField']", message: SORT_MODULE_MESSAGE },
  {
    selector: "MemberExpression[computed=true][property.property.name='sortField']",
    message: SORT_MODULE_MESSAGE,
  },
  { selector: "SwitchStatement[discriminant.name='sortField']", message: SORT_MODULE_MESSAGE },
  { selector: "SwitchStatement[discriminant.property.name='sortField']", message: SORT_MODULE_MESSAGE },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      // StrykerJS sandboxes (npm run mutation) hold instrumented copies of the sources.
      '**/.stryker-tmp',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/.data',
      '**/routeTree.gen.ts',
      '**/generated/**',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests, benchmarks, CLIs and configs run in Node: they may read files and use the test tools.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**/*.ts',
      '**/bench/**/*.ts',
      '**/src/cli/**/*.ts',
      '**/bin/**/*.mjs',
      '**/*.config.ts',
      '**/*.config.mjs',
      // The Chromium journeys are tests through and through.
      'apps/web-e2e/**/*.ts',
    ],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(true),
    },
  },
  {
    // A story may wire a presentational component to the real capture machine and its fake agent, so that the
    // whole flow runs in Storybook; the components themselves stay free of both.
    files: ['libs/ui/**/*.stories.tsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: depConstraints({ tests: true }).map((constraint) =>
            constraint.sourceTag === 'type:ui'
              ? {
                  ...constraint,
                  onlyDependOnLibsWithTags: [
                    ...constraint.onlyDependOnLibsWithTags,
                    'type:feature',
                    'type:data-access',
                  ],
                }
              : constraint,
          ),
        },
      ],
    },
  },
  {
    // Codec and print-synthesis inner loops index typed arrays whose bounds are checked once up front; under
    // noUncheckedIndexedAccess the alternative to `!` is a branch per pixel.
    files: ['libs/nist/src/wsq/**/*.ts', 'apps/agent-sim/src/prints/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    ignores: [
      'libs/domain/src/ssn/**',
      'apps/api/src/ssn/**',
      'apps/api/src/search/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      'apps/web-e2e/**',
      '**/generated/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SSN_SELECTORS, ...SORT_SELECTORS] },
  },
  {
    // Every loading state is announced the same way (LoadingIndicator: a labelled status region). Mantine's bare
    // Loader is a span that may not carry a label, which once failed the accessibility scan by timing alone.
    files: ['apps/web/src/**/*.tsx', 'libs/ui/src/**/*.tsx'],
    ignores: [
      'libs/ui/src/loading-indicator/LoadingIndicator.tsx',
      // A decorative spinner in the preview, hidden from assistive technology: the status line below it speaks.
      'libs/ui/src/capture-panel/CapturePanel.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        // Repeated here: a later block's no-restricted-syntax replaces, not extends, the SSN block above.
        ...SSN_SELECTORS,
        ...SORT_SELECTORS,
        {
          selector:
            "JSXOpeningElement[name.name=/^(Loader|Skeleton|Center|Box|Group|Stack)$/]:not(:has(JSXAttribute[name.name=/^(role|component)$/])) > JSXAttribute[name.name='aria-label']",
          message:
            'A label on an element without a role is not announced (aria-prohibited-attr): give it a role, or use LoadingIndicator / LoadingBlock from @ridgeline/ui.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Loader'],
              message:
                'Use LoadingIndicator (or PageLoader) from @ridgeline/ui: a status region with its label.',
            },
          ],
        },
      ],
    },
  },
  eslintConfigPrettier,
];
