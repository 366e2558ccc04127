import type { z } from "zod";

/** Checks `values` with a shared input schema: the parsed input, or the first problem of each field. */
export function validateWith<S extends z.ZodType, F extends string>(
  schema: S,
  values: Record<F, string>,
  fields: readonly F[],
): { data?: z.infer<S>; errors: Partial<Record<F, string>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: Partial<Record<F, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
