import { ApiError } from "../../lib/api.ts";

/**
 * The server's message when it gave a meaningful one (a 4xx with its own text), otherwise undefined:
 * network failures and 5xx replies get the form's own fallback text.
 */
export function clientFacingMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return undefined;
}
