import { ApiError } from "../../lib/api.ts";

/** Field problems of a 400 reply (`issues[].path`), keyed by the field name, the first one of each field. */
export function issuesByField<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return result;
  for (const issue of error.issues) {
    const name = issue.path.split(".").pop() as F | undefined;
    if (name && fields.includes(name) && !result[name]) result[name] = issue.message;
  }
  return result;
}
