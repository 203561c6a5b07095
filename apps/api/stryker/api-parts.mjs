// The API's mutation-tested parts (issue 31), split by resource so each full run fits in about 90 minutes on the
// shared 2-core machine (sign-in, about 2,200 lines, took 76 minutes: parts are sized at about that many lines).
// `tests` names the test files that can kill a part's mutants: the part's own folders, and for the cross-cutting
// folders the generated suites over every operation. Not mutated: tests, test/, seed/, db/schema, migrations and
// the generated fuzz and contract files; auth/ is its own part (stryker.auth.config.mjs, target 75 %).

/** Folders of apps/api/src, as `src/<folder>/**` globs (sources) and `src/<folder>/**\/*.test.ts` (their tests). */
// `db` alone means its own files, not db/schema (tables, not logic).
const inFolders = (folders) =>
  folders.map((folder) => (folder === 'db' ? 'src/db/*.ts' : `src/${folder}/**/*.ts`));
const testsOf = (folders) =>
  folders.map((folder) => (folder === 'db' ? 'src/db/*.test.ts' : `src/${folder}/**/*.test.ts`));

const part = (name, folders, extraTests = []) => ({
  name,
  mutate: [...inFolders(folders), '!src/**/*.test.ts'],
  tests: [...testsOf(folders), ...extraTests],
});

export const API_PARTS = [
  // The request pipeline: contract routing, hostile input, idempotency, the contract bundle.
  part('api-http', ['http', 'openapi'], ['src/app.test.ts']),
  // Tenancy and permissions, the outbound guard, secrets, the database's transaction and row-level-security set-up.
  part(
    'api-access',
    ['access', 'security', 'outbound', 'secrets', 'db'],
    [
      'src/config.test.ts',
      // user-access.ts: the portals a user may enter, read by the user portal's sign-in and the users' screens.
      'src/users/**/*.test.ts',
      'src/auth/sign-in.test.ts',
      // outbound-failure.ts: what a refused or failed connection reports, seen through each protocol's sender.
      'src/deliveries/sms.test.ts',
      'src/delivery-settings/sftp-settings.test.ts',
      'src/eft/sftp-transfer.test.ts',
      // partner-grant.ts: a deactivated role or partner refused on the next call, a location's own grant first.
      'src/roles/roles-access.test.ts',
      'src/partners/partners.test.ts',
      'src/auth/partner-auth.test.ts',
      // find-row.ts: lookups by id and by a case-insensitive code.
      'src/payment-modes/**/*.test.ts',
    ],
  ),
  part('api-capture', ['biometrics', 'biometric-settings', 'printer-settings']),
  // The FBI's answers come back through the EFT destinations (issue 28).
  part('api-eft', ['eft', 'eft-files', 'fbi-responses']),
  part('api-booking', [
    'appointments',
    'appointment-settings',
    'public-booking',
    'payments',
    'dashboard',
    'search',
    'maps',
  ]),
  part('api-delivery', [
    'deliveries',
    'delivery-settings',
    'mail',
    'invitations',
    'settings-store',
    'branding',
  ]),
  part('api-tenancy', ['users', 'groups', 'roles', 'partners', 'locations', 'companies', 'account-security']),
  part('api-catalogue', ['services', 'payment-modes', 'master-data', 'oris', 'ssn']),
  part('api-documents', ['documents', 'files', 'blob-store']),
  part('api-reports', ['reports', 'reject-analytics', 'audit-log', 'web-app', 'health']),
];

export function apiPart(name) {
  const found = API_PARTS.find((candidate) => candidate.name === name);
  if (!found)
    throw new Error(`API_PART must be one of ${API_PARTS.map((p) => p.name).join(', ')}; got "${name}"`);
  return found;
}
