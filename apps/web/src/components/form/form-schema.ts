import { z } from "zod";

/**
 * A form's schema: the values as the inputs hold them (text) are turned into the shared input, which the
 * shared schema then checks. Field problems keep the shared schema's paths and English texts, so the browser
 * and the server reject the same things with the same words.
 */
export function formSchema<Values, S extends z.ZodType>(toInput: (values: Values) => unknown, schema: S) {
  return z
    .custom<Values>()
    .transform((values) => toInput(values))
    .pipe(schema);
}

/** A typed number: decimal comma or point; empty or not a number gives NaN (and the field's message). */
export function parseDecimal(text: string): number {
  const cleaned = text.trim().replace(",", ".");
  return cleaned === "" ? Number.NaN : Number(cleaned);
}
