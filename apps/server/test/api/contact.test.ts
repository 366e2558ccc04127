import { ContactMessages } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../src/features/mail/mail.table.ts";
import { Browser, backends, buildTestApp, type TestApp } from "../build-test-app.ts";

const SUPPORT = "help@nutripilot.test";

describe.each(backends)("contact forms and waitlist (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => t.close());

  const first = { email: "visitor@example.com", subject: "Question", message: "How do I export my meals?" };
  const second = { ...first, name: "Visitor", reason: "support" };

  it("stores both forms and mails only the support inbox", async () => {
    const a = await new Browser(t.app, "192.0.2.60").post("/api/email-response", first);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ message: ContactMessages.sent });
    // The client cannot name a recipient: unknown fields are refused, and nothing is sent.
    const redirected = await new Browser(t.app, "192.0.2.60").post("/api/contact", {
      ...second,
      to: "victim@example.com",
      cc: "x@example.com",
    });
    expect(redirected.statusCode).toBe(400);
    expect(
      redirected
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["cc", "to"]);
    const b = await new Browser(t.app, "192.0.2.60").post("/api/contact", second);
    expect(b.statusCode).toBe(200);
    const mails = await t.database.db.select().from(outbox);
    expect(mails.length).toBe(2);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set([SUPPORT]));
    expect(mails[1]!.text).toContain("How do I export my meals?");
    const stored = await t.database.db.execute(sql`select count(*)::int as n from contact_messages`);
    expect(stored.rows[0]).toEqual({ n: 2 });
  });

  it.each([
    [{ email: "nope" }, "email", ContactMessages.emailInvalid],
    [{ subject: "Hi" }, "subject", ContactMessages.subjectMin],
    [{ message: "Too short" }, "message", ContactMessages.messageMin],
  ])("validates the first form: %j", async (patch, path, message) => {
    const res = await new Browser(t.app, "192.0.2.61").post("/api/email-response", { ...first, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it("requires every field of the second form", async () => {
    const res = await new Browser(t.app, "192.0.2.62").post("/api/contact", {
      email: "a@example.com",
      subject: "Subject",
      message: "A long enough message",
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["name", "reason"]);
  });

  it("limits contact messages per IP", async () => {
    const browser = new Browser(t.app, "192.0.2.63");
    for (let i = 0; i < 5; i++) expect((await browser.post("/api/email-response", first)).statusCode).toBe(200);
    const res = await browser.post("/api/email-response", first);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("keeps one waitlist row per address and type; a repeat is a success", async () => {
    const browser = new Browser(t.app, "192.0.2.64");
    const lead = { email: "Fan@Example.com", integrationType: "apple_health_google_fit" };
    expect((await browser.post("/api/integration-leads", lead)).statusCode).toBe(200);
    expect((await browser.post("/api/integration-leads", { ...lead, email: "fan@example.com" })).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from integration_leads`);
    expect(rows.rows[0]).toEqual({ n: 1 });
    expect((await browser.post("/api/integration-leads", { email: "no-at-sign" })).statusCode).toBe(400);
  });
});
