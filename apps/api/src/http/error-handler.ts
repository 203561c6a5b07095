import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiFailure, ERROR_CODES } from './api-failure';
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
