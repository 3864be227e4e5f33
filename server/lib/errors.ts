// Typed errors with a stable code and an i18n key the site can show (STYLE.md server section).
// The one error handler in server/app.ts maps them to {success:false, code, message}.

export class AppError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: number,
    /** Stable machine code, e.g. 'validation_failed'. */
    readonly code: string,
    /** i18n key shown by the site (runtime/i18n resources hold ms, en, zh text for it). */
    readonly messageKey: string,
    /** Optional details (field errors, retry-after...). */
    readonly details?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(messageKey = 'err_bad_request', details?: Record<string, unknown>, code = 'bad_request') {
    super(400, code, messageKey, details);
  }
}
export class ValidationError extends AppError {
  constructor(details?: Record<string, unknown>, messageKey = 'err_validation') {
    super(400, 'validation_failed', messageKey, details);
  }
}
/** No or bad token: the site opens the login popup (spec §8 'You are not logged in'). */
export class UnauthorizedError extends AppError {
  constructor(messageKey = 'err_not_logged_in') {
    super(401, 'not_logged_in', messageKey);
  }
}
export class ForbiddenError extends AppError {
  constructor(messageKey = 'err_forbidden', code = 'forbidden') {
    super(403, code, messageKey);
  }
}
/** Trial account (isAgent 4) on a real-money action: spec §8 in_need_true_account. */
export class TrialAccountError extends AppError {
  constructor() {
    super(403, 'in_need_true_account', 'in_need_true_account');
  }
}
export class NotFoundError extends AppError {
  constructor(messageKey = 'err_not_found') {
    super(404, 'not_found', messageKey);
  }
}
export class ConflictError extends AppError {
  constructor(messageKey = 'err_conflict', code = 'conflict') {
    super(409, code, messageKey);
  }
}
export class RateLimitError extends AppError {
  constructor(retryAfterSeconds: number, messageKey = 'err_too_many_requests') {
    super(429, 'too_many_requests', messageKey, { retryAfterSeconds });
  }
}
