/** A failure the client shows: HTTP status plus the `{code, message, description}` error body of the contract. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly description = '',
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Application error codes; the HTTP status says the kind, the code says which rule answered. */
export const ERROR_CODES = {
  validation: 4000,
  passwordRule: 4001,
  resetLink: 4002,
  invalidCredentials: 4010,
  missingToken: 4011,
  invalidToken: 4012,
  sessionIdle: 4013,
  sessionAbsolute: 4014,
  sessionRevoked: 4015,
  xsrf: 4030,
  accountLocked: 4031,
  passwordChangeRequired: 4032,
  noAccess: 4033,
  notFound: 4040,
  unexpected: 5000,
} as const;

export const badRequest = (message: string, description = '', code: number = ERROR_CODES.validation) =>
  new ApiFailure(400, code, message, description);
