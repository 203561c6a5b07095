import { contractOperations, secretParameters } from '../openapi/operation-schema';

const REDACTED = '[REDACTED]';
// A path segment or query value as it can appear in a log line: up to the next separator, quote or blank.
const SEGMENT = `[^/?#&;\\s"'\\\\]+`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface PathRule {
  pattern: RegExp;
  /** Per template parameter, in order: whether its value is secret. */
  secret: boolean[];
}

interface Rules {
  paths: PathRule[];
  /** Paths without parameters: a sibling such as `/invitations/accept` is not a token to redact. */
  literalPaths: Set<string>;
  query: RegExp | null;
}

let rules: Rules | undefined;

/**
 * The redaction rules, read once from the contract: every operation with a path parameter marked `x-secret: true`
 * gives a pattern of its path, and every query parameter so marked gives its name. Adding an operation that takes a
 * token therefore needs no change here, only the mark in openapi/.
 */
function contractRules(): Rules {
  if (rules) return rules;
  const secrets = secretParameters();
  const paths: PathRule[] = [];
  for (const path of new Set(secrets.filter((p) => p.in === 'path').map((p) => p.path))) {
    const names = new Set(secrets.filter((p) => p.in === 'path' && p.path === path).map((p) => p.name));
    const secret: boolean[] = [];
    // Literal parts are captured, parameters are captured too: the replacement rebuilds the match from them.
    const source = path
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return `(${escape(part)})`;
        secret.push(names.has(part));
        return `(${SEGMENT})`;
      })
      .join('');
    paths.push({ pattern: new RegExp(`${source}(?=[/?#;\\s"'\\\\]|$)`, 'g'), secret });
  }
  const queryNames = [...new Set(secrets.filter((p) => p.in === 'query').map((p) => p.name))];
  rules = {
    paths,
    literalPaths: new Set(
      contractOperations()
        .map((op) => op.path)
        .filter((path) => !path.includes('{')),
    ),
    query: queryNames.length
      ? new RegExp(`([?&;](?:${queryNames.map(escape).join('|')})=)[^&;#\\s"']*`, 'g')
      : null,
  };
  return rules;
}

/** A text with the values of the contract's `x-secret` path and query parameters replaced by `[REDACTED]`. */
export function redactContractSecrets(text: string): string {
  const { paths, literalPaths, query } = contractRules();
  let out = text;
  for (const rule of paths) {
    out = out.replace(rule.pattern, (match: string, ...groups: unknown[]) => {
      if (literalPaths.has(match)) return match;
      const parts = groups.slice(0, rule.secret.length * 2 + 1) as string[];
      return parts
        .map((part, index) => (index % 2 === 1 && rule.secret[(index - 1) / 2] ? REDACTED : part))
        .join('');
    });
  }
  return query ? out.replace(query, `$1${REDACTED}`) : out;
}
