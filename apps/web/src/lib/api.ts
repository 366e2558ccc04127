import type { ApiIssue } from "@app/shared";
import type { z } from "zod";

/**
 * A failed API call: a non-2xx reply, or a reply that did not match the expected schema.
 * `code` is the server's error code (`body.error`), `message` its human text (English; the UI translates it).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = [], requestId?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.requestId = requestId;
  }
}

/** True when the request never got an HTTP answer (offline, DNS, connection refused, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === "NetworkError");
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A reply's schema, or a function that imports it. Modules of the first download (the session, the plan badge,
 * sign-out) pass the function, so zod and the schemas load only when such a request is made
 * (docs/decisions/0005-first-load-javascript.md).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const resolveSchema = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> | S => (typeof source === "function" ? source() : source);

/** The server's error body ({ error, message, issues?, requestId? }), checked with its schema, loaded on the first error. */
async function parseErrorBody(data: unknown) {
  const { ApiErrorSchema } = await import("@app/shared/common");
  return ApiErrorSchema.safeParse(data);
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  source: SchemaSource<S>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  // The server dates meals by the user's calendar day, in the browser's time zone.
  // The app's language, not only the browser's: answers written by the server (AI chat, suggestions) follow it.
  // The language on screen (<html lang>, kept by main.tsx and the I18nProvider): whether it was chosen, came
  // from the np_locale cookie or from the browser.
  const language = typeof document !== "undefined" && document.documentElement.lang === "it" ? "it" : "en";
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": language, "X-Time-Zone": browserTimeZone() };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  const response = await fetch(path, init);
  const data = await readJson(response);

  if (!response.ok) {
    const parsed = await parseErrorBody(data);
    if (parsed.success) {
      const { error, message, issues, requestId } = parsed.data;
      throw new ApiError(response.status, error, message, issues ?? [], requestId);
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText || `Request failed with status ${response.status}`);
  }

  const schema = await resolveSchema(source);
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(response.status, "INVALID_RESPONSE", `Unexpected response from ${method} ${path}`);
  }
  return result.data;
}

/**
 * The one way the web app talks to its server. Sends and receives JSON with the session cookie,
 * parses every reply with the given schema and throws `ApiError` otherwise. It never toasts or redirects:
 * the caller decides what an error means.
 */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, signal?: AbortSignal) =>
    request("GET", path, schema, undefined, signal),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) => request("POST", path, schema, body ?? {}),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) => request("PUT", path, schema, body ?? {}),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: SchemaSource<S>) => request("PATCH", path, schema, body ?? {}),
  /** A body only where the route asks for one (the password that confirms an account deletion). */
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, body?: unknown) => request("DELETE", path, schema, body),
};

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
