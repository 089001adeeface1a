/** Typed errors that services throw; plugins/errors.ts maps them to status codes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class BadInputError extends AppError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(400, 'bad_request', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to the back office first.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, 'forbidden', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

/** 429; the errors plugin sends Retry-After with the seconds until the client may try again. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}

/** 503 with Retry-After: the API is busy with work of this kind (the photos being decoded), not broken. */
export class ServiceBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'busy', message);
  }
}

/** 413: a body or an uploaded file larger than its limit, found while it streams in. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message);
  }
}

/** 415: a file whose bytes are not one of the types a route takes. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported_media_type', message);
  }
}
