/** An error whose message is safe to show to the user, with the HTTP status it maps to. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please sign in again') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(
    message = 'Too many attempts, please try again later',
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** The database stayed too busy to finish the change (retries exhausted); nothing was saved. */
export class ServiceUnavailable extends HttpError {
  constructor(message = 'The shop is busy, please try again') {
    super(503, message);
  }
}
