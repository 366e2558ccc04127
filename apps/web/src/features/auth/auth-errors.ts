import { ApiError } from "../../lib/api.ts";

/**
 * The server's message when it gave a meaningful one (a 4xx with its own text), otherwise undefined:
 * network failures and 5xx replies get the form's own fallback text.
 */
export function clientFacingMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return undefined;
}

/** Field problems the server reported (`issues[].path`), keyed by the last segment of the path. */
export function fieldIssues<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return result;
  for (const issue of error.issues) {
    const name = issue.path.split(".").pop() as F | undefined;
    if (name && fields.includes(name) && !result[name]) result[name] = issue.message;
  }
  return result;
}
