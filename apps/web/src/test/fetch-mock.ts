import { vi } from "vitest";

export interface MockReply {
  status?: number;
  body?: unknown;
}
type Handler = MockReply | ((request: { body: unknown; url: string }) => MockReply | Promise<MockReply>);

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with handlers keyed "METHOD /path" (the query string is ignored). An unhandled request
 * fails the test loudly. Returns the list of calls made, for assertions.
 */
export function mockFetch(handlers: Record<string, Handler>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, "http://localhost").pathname;
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = handlers[`${method} ${path}`];
      if (!handler) throw new Error(`Unexpected request ${method} ${path}`);
      const reply = typeof handler === "function" ? await handler({ body, url }) : handler;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export const signedOut: Record<string, Handler> = {
  "GET /api/user": { status: 401, body: { error: "UNAUTHORIZED", message: "Authentication required" } },
};

export function signedInAs(user: { id: number; username: string; email: string; isAdmin: boolean }): Record<string, Handler> {
  return {
    "GET /api/user": { body: user },
    "GET /api/trial-status": {
      body: { trialActive: true, trialDaysLeft: 5, trialEndDate: "2026-01-06T10:00:00.000Z", isPremium: false, subscriptionPlan: "trial" },
    },
  };
}
