import type { ApiIssue, ErrorCode } from "@app/shared";

/** An error the client should see: status, code and a human message. The error handler shapes the reply. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required") {
    super(401, "UNAUTHORIZED", message);
  }
}

export class RegistrationRequiredError extends AppError {
  constructor() {
    super(401, "REGISTRATION_REQUIRED", "Registration Required");
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You don't have permission to do this") {
    super(403, "FORBIDDEN", message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found") {
    super(404, "NOT_FOUND", message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, issues?: ApiIssue[]) {
    super(409, "CONFLICT", message, issues);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, issues?: ApiIssue[]) {
    super(400, "BAD_REQUEST", message, issues);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, "TOO_MANY_REQUESTS", message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** The server cannot take the request now (overload, shutdown, database unavailable); the client may retry later. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, "SERVICE_UNAVAILABLE", message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
