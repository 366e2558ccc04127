import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/features/jobs/jobs.table.ts";
import { outbox } from "../../src/features/mail/mail.table.ts";
import type { MailTransport } from "../../src/features/mail/index.ts";
import { Browser, backends, buildSecondInstance, buildTestApp, captureLog, registerUser, type TestApp } from "../build-test-app.ts";
import { latestResetCode, mailsTo } from "../outbox.ts";

const requestCode = (t: TestApp, email: string, ip: string) => new Browser(t.app, ip).post("/api/auth/generate-reset-code", { email });

describe.each(backends)("password-reset requests reveal no account and no code (%s)", (backend) => {
  describe("the answer does the same work for known and unknown addresses", () => {
    let t: TestApp;
    let statements: string[] = [];
    beforeAll(async () => {
      // No background rounds: every statement recorded belongs to the request being measured.
      t = await buildTestApp(backend, {}, { startWorker: false, onQuery: (sql) => statements.push(sql) });
    }, 180_000);
    afterAll(() => t.close());

    /** The SQL statements (text without parameters) one reset request runs. */
    async function workOf(email: string, ip: string) {
      statements = [];
      const res = await requestCode(t, email, ip);
      return { res, statements: [...statements] };
    }

    it("runs the same statements, in the same order, and answers byte for byte the same", async () => {
      const { input } = await registerUser(t.app);
      const known = await workOf(input.email, "198.18.1.1");
      const unknown = await workOf(`nobody-${Date.now()}@example.com`, "198.18.1.2");
      expect(known.res.statusCode).toBe(200);
      expect(unknown.res.body).toBe(known.res.body);
      expect(known.statements.length).toBeGreaterThan(0);
      expect(unknown.statements).toEqual(known.statements);
      // Nothing account-specific happened in the request: no user look-up, no code, no mail yet.
      expect(known.statements.join("\n")).not.toMatch(/"users"|password_reset_codes|"outbox"/);
    });

    it("mails the code from the worker for the known address only, and leaves no job behind", async () => {
      const { input } = await registerUser(t.app);
      const unknown = `ghost-${Date.now()}@example.com`;
      await t.app.jobs.drain(); // the previous test's requests
      await requestCode(t, input.email, "198.18.1.3");
      await requestCode(t, unknown, "198.18.1.4");
      expect(await t.database.db.select().from(jobs)).toHaveLength(2);
      await t.app.jobs.drain();
      expect(await mailsTo(t.app, input.email)).toHaveLength(1);
      expect(await mailsTo(t.app, unknown)).toHaveLength(0);
      expect(await t.database.db.select().from(jobs)).toHaveLength(0);
    });
  });

  describe("the log", () => {
    let t: TestApp;
    const log = captureLog("trace");
    beforeAll(async () => {
      t = await buildTestApp(backend, {}, { logger: log.logger });
    }, 180_000);
    afterAll(() => t.close());

    it("says a mail was stored (id, recipient, subject) and never holds the code or the body", async () => {
      const { input } = await registerUser(t.app);
      expect((await requestCode(t, input.email, "198.18.2.1")).statusCode).toBe(200);
      const code = await latestResetCode(t.app, input.email);
      const [mail] = await mailsTo(t.app, input.email);
      const stored = log.lines.find((l) => String(l.msg).startsWith("mail stored in the outbox") && l.to === input.email);
      expect(stored).toMatchObject({ mailId: mail!.id, to: input.email, subject: mail!.subject });
      expect(stored).not.toHaveProperty("text");
      expect(log.raw.length).toBeGreaterThan(0);
      for (const line of log.raw) {
        expect(line).not.toContain(code);
        expect(line).not.toContain("reset code is");
      }
    });
  });

  describe("delivery through SMTP", () => {
    let t: TestApp;
    const sent: { to: string; subject: string; text: string }[] = [];
    let failuresLeft = 0;
    const transport: MailTransport = {
      async sendMail(m) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error("421 service not available");
        }
        sent.push({ to: m.to, subject: m.subject, text: m.text });
      },
    };
    const log = captureLog("info");
    beforeAll(async () => {
      t = await buildTestApp(backend, {}, { mailTransport: transport, startWorker: false, logger: log.logger });
    }, 180_000);
    afterAll(() => t.close());

    it("happens in the worker, retried with growing delays until the server takes the mail", async () => {
      const { input } = await registerUser(t.app);
      failuresLeft = 2;
      await requestCode(t, input.email, "198.18.3.1");
      expect(sent).toHaveLength(0); // the answer came before any SMTP work

      await t.app.jobs.drain();
      let [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, input.email));
      expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "421 service not available" });

      t.travel(60_000 + 1000); // first retry after a minute
      await t.app.jobs.drain();
      [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, input.email));
      expect(row).toMatchObject({ status: "pending", attempts: 2 });

      t.travel(60_000); // not yet: the second retry waits two minutes
      await t.app.jobs.drain();
      expect(sent).toHaveLength(0);
      t.travel(60_000 + 1000);
      await t.app.jobs.drain();
      t.travel(-(3 * 60_000 + 2000));

      [row] = await t.database.db.select().from(outbox).where(eq(outbox.to, input.email));
      expect(row).toMatchObject({ status: "sent", attempts: 3 });
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: input.email, subject: "Your NutriPilot password reset code" });
      const code = /\b(\d{6})\b/.exec(sent[0]!.text)?.[1];
      expect(code).toBeDefined();
      expect(log.lines.filter((l) => l.msg === "mail sent through SMTP" && l.to === input.email)).toHaveLength(1);
      expect(log.raw.some((line) => line.includes(code!))).toBe(false);

      // The mailed code works.
      const reset = await new Browser(t.app).post("/api/auth/reset-password", {
        email: input.email,
        resetCode: code,
        newPassword: "brand new secret",
      });
      expect(reset.statusCode).toBe(200);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two instances share the outbox worker's work", () => {
  let a: TestApp;
  let b: TestApp;
  const sent: string[] = [];
  const transport: MailTransport = {
    async sendMail(m) {
      sent.push(m.to);
    },
  };
  beforeAll(async () => {
    a = await buildTestApp("postgres", {}, { mailTransport: transport, startWorker: false });
    b = await buildSecondInstance(a, {}, { mailTransport: transport, startWorker: false });
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("delivers each mail exactly once when both workers run at the same time", async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(a.app)));
    await Promise.all(users.map((u, i) => requestCode(i % 2 ? a : b, u.input.email, `198.18.4.${i + 1}`)));
    await Promise.all([a.app.jobs.drain(), b.app.jobs.drain(), a.app.jobs.drain(), b.app.jobs.drain()]);
    expect(sent.toSorted()).toEqual(users.map((u) => u.input.email).toSorted());
    const rows = await a.database.db.select().from(outbox);
    expect(rows.filter((r) => r.subject === "Your NutriPilot password reset code").every((r) => r.status === "sent")).toBe(true);
  });
});
