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

  /** The error body of the contract. */
  body(): { code: number; message: string; description: string } {
    return { code: this.code, message: this.message, description: this.description };
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
  /** A wrong, replayed or spent second-factor code. */
  invalidSecondFactor: 4016,
  /** The password step of a two-step sign-in is gone (expired, used or unknown): sign in again. */
  secondFactorChallengeEnded: 4017,
  xsrf: 4030,
  accountLocked: 4031,
  passwordChangeRequired: 4032,
  noAccess: 4033,
  /** A setting requires a second factor the session did not pass. */
  secondFactorRequired: 4034,
  /** Also the answer for another tenant's id: a 404 must not tell "not yours" from "does not exist". */
  notFound: 4040,
  /** The request clashes with the current state (a full appointment slot). */
  conflict: 4090,
  /** Too many public calls from one source within the limiter's window (http/public-source-limit.ts). */
  tooManyRequests: 4290,
  unexpected: 5000,
} as const;

export const badRequest = (message: string, description = '', code: number = ERROR_CODES.validation) =>
  new ApiFailure(400, code, message, description);

/** 404 for a missing id and for another tenant's id alike, e.g. `throw notFound('Role not found')`. */
export const notFound = (message: string, description = '') =>
  new ApiFailure(404, ERROR_CODES.notFound, message, description);

/** 409: the request clashes with the current state, e.g. the chosen slot filled up meanwhile. */
export const conflict = (message: string, description = '') =>
  new ApiFailure(409, ERROR_CODES.conflict, message, description);

/** 403: the caller is signed in but may not make this call. */
export const forbidden = (message: string, description = '') =>
  new ApiFailure(403, ERROR_CODES.noAccess, message, description);
