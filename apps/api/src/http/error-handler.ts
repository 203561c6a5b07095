import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, ERROR_CODES } from './api-failure';
import { uniqueConflict } from './unique-conflict';
import { validationMessage, type ValidationIssue } from './validation-message';

/** Every failure leaves as `{code, message, description}`; validation errors name the field. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.code(error.statusCode).send(error.body());
    }
    if (error.validation) {
      const issues = error.validation as ValidationIssue[];
      return reply.code(400).send({
        code: ERROR_CODES.validation,
        message: validationMessage(issues[0], error.validationContext),
        description: issues.map((issue) => validationMessage(issue, error.validationContext)).join('; '),
      });
    }
    const taken = uniqueConflict(error);
    if (taken) return reply.code(taken.statusCode).send(taken.body());
    const refused = databaseRefusal(error);
    if (refused) {
      // A value the validator let through but PostgreSQL cannot take is the caller's input, not a server fault.
      request.log.warn({ err: error }, 'database refused a request value');
      return reply.code(400).send({
        code: ERROR_CODES.validation,
        message: 'The request holds a value that cannot be stored',
        description: refused,
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    return reply.code(status).send({
      code: status === 500 ? ERROR_CODES.unexpected : status * 10,
      message: status === 500 ? 'Something Went Wrong' : error.message,
      description: '',
    });
  });
}

// PostgreSQL data exceptions caused by a value in the request: bad text for a type (22P02), NUL or bad encoding
// (22021), out-of-range numbers (22003) and dates (22008, 22007), too long (22001).
const INPUT_ERRORS: Record<string, string> = {
  '22P02': 'A value does not have the type the field needs',
  '22021': 'A value holds a character that cannot be stored',
  '22003': 'A number is out of range',
  '22008': 'A date or time is out of range',
  '22007': 'A date or time is not valid',
  '22001': 'A value is too long',
};

/** The status the error handler answers for an error; hooks that run before it (onError) use it too. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiFailure) return error.statusCode;
  const taken = uniqueConflict(error);
  if (taken) return taken.statusCode;
  if ((error as FastifyError).validation || databaseRefusal(error)) return 400;
  const status = (error as FastifyError).statusCode;
  return status && status >= 400 && status < 500 ? status : 500;
}

function databaseRefusal(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code in INPUT_ERRORS) return INPUT_ERRORS[code];
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Fastify's router errors (a malformed percent-encoding) in the contract's `{code, message, description}`. */
export function routerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({
    code: ERROR_CODES.validation,
    message: 'The address is not valid',
    description: error.code === 'FST_ERR_BAD_URL' ? 'The address holds a malformed percent-encoding' : '',
  });
}
