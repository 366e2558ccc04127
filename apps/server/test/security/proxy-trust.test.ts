import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ADDRESS_DAILY_CEILING } from "@app/shared";
import { eq } from "drizzle-orm";
import { users } from "../../src/features/auth/auth.table.ts";
import { Browser, backends, buildTestApp, newUserInput, type TestApp } from "../build-test-app.ts";

/** One request from `peer` (the TCP peer) claiming to forward for `forwardedFor`, with a fresh cookie jar. */
const via = (t: TestApp, peer: string, forwardedFor: string, url: string, payload: object) =>
  new Browser(t.app, peer).request({ method: "POST", url, payload, headers: { "x-forwarded-for": forwardedFor } });

let forged = 0;
/** A different made-up client address on every call, as an attacker would send. */
const forgedAddress = () => `100.64.${Math.floor(++forged / 250)}.${(forged % 250) + 1}`;

const ask = (t: TestApp, peer: string, forwardedFor: string) =>
  via(t, peer, forwardedFor, "/api/ai-chat", { query: "How much salt per day?" });
/**
 * Free questions asked with a fresh cookie each time: each is a new visitor, so only the address's daily
 * ceiling stops them. The status codes of ceiling + 1 questions.
 */
async function askPastCeiling(t: TestApp, peer: string, forwardedFor: () => string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i <= VISITOR_ADDRESS_DAILY_CEILING; i++) codes.push((await ask(t, peer, forwardedFor())).statusCode);
  return codes;
}
const CEILING_THEN_REFUSED = [...Array.from({ length: VISITOR_ADDRESS_DAILY_CEILING }, () => 200), 429];
const failLogin = (t: TestApp, peer: string, forwardedFor: string) =>
  via(t, peer, forwardedFor, "/api/login", { username: `nobody-${++forged}`, password: "wrong password" });
const registerVia = (t: TestApp, peer: string, forwardedFor: string) => via(t, peer, forwardedFor, "/api/register", newUserInput());

describe.each(backends)("client address behind proxies (%s)", (backend) => {
  describe("by default no proxy is trusted", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend);
    });
    afterAll(() => t.close());

    it("keeps counting a visitor's chat questions against its own address whatever X-Forwarded-For says", async () => {
      expect(await askPastCeiling(t, "192.0.2.61", forgedAddress)).toEqual(CEILING_THEN_REFUSED);
    });

    it("keeps counting wrong sign-ins against the peer address", async () => {
      for (let i = 0; i < 10; i++) expect((await failLogin(t, "192.0.2.62", forgedAddress())).statusCode).toBe(401);
      expect((await failLogin(t, "192.0.2.62", forgedAddress())).statusCode).toBe(429);
    });

    it("keeps counting registrations against the peer address", async () => {
      for (let i = 0; i < 10; i++) expect((await registerVia(t, "192.0.2.63", forgedAddress())).statusCode).toBe(201);
      expect((await registerVia(t, "192.0.2.63", forgedAddress())).statusCode).toBe(429);
    });
  });

  describe("with TRUST_PROXY=10.0.0.0/8 (the load balancer's addresses)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend, { TRUST_PROXY: ["10.0.0.0/8"] });
    });
    afterAll(() => t.close());
    const proxy = "10.1.2.3";

    it("counts each forwarded client separately, and one client across cookies", async () => {
      // Clients behind the proxy each have their own address ceiling.
      expect(await askPastCeiling(t, proxy, () => "198.51.100.9")).toEqual(CEILING_THEN_REFUSED);
      for (const client of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"]) {
        expect((await ask(t, proxy, client)).statusCode).toBe(200);
      }
    });

    it("takes the client from the nearest untrusted hop, not from what the client wrote further left", async () => {
      // The client prepends a forged address; the proxy appends the real one.
      expect(await askPastCeiling(t, proxy, () => `${forgedAddress()}, 198.51.100.20`)).toEqual(CEILING_THEN_REFUSED);
    });

    it("counts sign-ins and registrations per forwarded client", async () => {
      for (let i = 0; i < 10; i++) expect((await failLogin(t, proxy, "198.51.100.30")).statusCode).toBe(401);
      expect((await failLogin(t, proxy, "198.51.100.30")).statusCode).toBe(429);
      expect((await failLogin(t, proxy, "198.51.100.31")).statusCode).toBe(401);

      for (let i = 0; i < 10; i++) expect((await registerVia(t, proxy, "198.51.100.40")).statusCode).toBe(201);
      expect((await registerVia(t, proxy, "198.51.100.40")).statusCode).toBe(429);
      expect((await registerVia(t, proxy, "198.51.100.41")).statusCode).toBe(201);
    });

    it("records the forwarded client as the registration address", async () => {
      const res = await via(t, proxy, "198.51.100.60", "/api/register", newUserInput());
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select({ ip: users.registrationIp }).from(users).where(eq(users.id, res.json().id));
      expect(row?.ip).toBe("198.51.100.60");
    });

    it("ignores X-Forwarded-For from a peer outside the list", async () => {
      expect(await askPastCeiling(t, "203.0.113.80", forgedAddress)).toEqual(CEILING_THEN_REFUSED);
    });
  });

  describe("with TRUST_PROXY=1 (one proxy in front)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(backend, { TRUST_PROXY: 1 });
    });
    afterAll(() => t.close());

    it("takes the address the proxy appended, whatever the client put before it", async () => {
      expect(await askPastCeiling(t, "10.9.9.9", () => `${forgedAddress()}, 198.51.100.50`)).toEqual(CEILING_THEN_REFUSED);
      expect((await ask(t, "10.9.9.9", `198.51.100.50, 198.51.100.51`)).statusCode).toBe(200);
    });
  });
});
