import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactContractSecrets } from './redact-contract-secrets';

// A second net for URLs the contract does not describe (the web app's own pages, such as the e-mailed
// `/auth/reset-password?token=` link): query values named like secrets. API operations are covered by the
// contract's `x-secret` marks (redact-contract-secrets.ts), which also reach path segments.
const SECRET_PARAM =
  /([?&;](?:[\w-]*token|password|secret|signature|sig|code|key|api[_-]?key|auth|jwt|xsrf)=)[^&;#\s"']*/gi;
const BEARER = /(bearer\s+)[\w.~+/-]+=*/gi;

/**
 * A text with the secrets of any URL replaced: the contract's `x-secret` path and query parameters, query values
 * named like secrets, and bearer tokens.
 */
export function redactSecrets(text: string): string {
  return redactContractSecrets(text).replace(SECRET_PARAM, '$1[REDACTED]').replace(BEARER, '$1[REDACTED]');
}

function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  // Only plain objects are copied; requests, replies and buffers go to their serializers untouched.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]));
}

/**
 * The API's pino logger: every line has secrets in URLs redacted, the access log's `req.url` included, so a
 * password-reset link opened in the browser never lands in a log file with its token.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        return {
          ...serialized,
          message: redactSecrets(serialized.message),
          stack: redactSecrets(serialized.stack),
        };
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => redactDeep(arg)) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
