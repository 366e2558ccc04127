import { AdminMessages, type AdminUser, type AuditEntry } from "@app/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, backends, buildTestApp, captureLog, registerUser, type TestApp } from "../build-test-app.ts";
import { latestResetCode } from "../outbox.ts";

const CODE = "admin-api-test-code-0123456789";

describe.each(backends)("administration API (%s)", (backend) => {
  let t: TestApp;
  let admin: Browser;
  const log = captureLog("error");
  beforeAll(async () => {
    t = await buildTestApp(backend, { ADMIN_ACCESS_CODE: CODE }, { logger: log.logger });
    admin = new Browser(t.app, "192.0.2.200");
    const res = await admin.post("/api/admin-access", { code: CODE });
    if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode}`);
  });
  afterAll(async () => {
    if (process.env.ADMIN_DEBUG) console.log(log.raw.join("\n").slice(0, 3000));
    await t.close();
  });

  const auditRows = async (): Promise<AuditEntry[]> => (await admin.get("/api/admin/audit-log?pageSize=100")).json().items;
  const findUser = async (q: string): Promise<AdminUser> => {
    const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    const found = (res.json().items as AdminUser[]).find((u) => u.username === q || u.email === q);
    if (!found) throw new Error(`no user ${q}`);
    return found;
  };

  it("refuses visitors with 401 and signed-in users with 403 before validating anything", async () => {
    const visitor = new Browser(t.app, "192.0.2.201");
    const { browser: user } = await registerUser(t.app);
    for (const [method, url, payload] of [
      ["GET", "/api/admin/status", undefined],
      ["POST", "/api/admin/reload-settings", {}],
      ["GET", "/api/admin/users?pageSize=oops", undefined],
      ["POST", "/api/admin/users/1/plan", { action: "nonsense" }],
      ["POST", "/api/admin/users/1/end-sessions", { extra: 1 }],
      ["GET", "/api/admin/outbox", undefined],
      ["GET", "/api/admin/audit-log", undefined],
    ] as const) {
      const opts = { method, url, ...(payload ? { payload } : {}) } as const;
      expect({ url, visitor: (await visitor.request(opts)).statusCode }).toEqual({ url, visitor: 401 });
      const forbidden = await user.request(opts);
      expect({ url, user: forbidden.statusCode }).toEqual({ url, user: 403 });
      expect(forbidden.json()).toMatchObject({ error: "FORBIDDEN", message: AdminMessages.accessDenied });
    }
  });

  it("reports the system status", async () => {
    const res = await admin.get("/api/admin/status");
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      status: "ACTIVE",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: { kind: backend === "postgres" ? "PostgreSQL" : "PGlite" },
      foodData: { state: "skipped" },
      jobs: { worker: "running" },
    });
    expect(s.database.sizeBytes).toBeGreaterThan(0);
    expect(s.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("reloads the stored settings without a restart, and audits it", async () => {
    const before = (await admin.get("/api/admin/status")).json();
    await t.database.db.execute(sql`insert into app_settings (key, value) values ('probe.setting', '{"on": true}'::jsonb)`);
    expect(t.app.settings.get("probe.setting")).toBeUndefined();
    const res = await admin.post("/api/admin/reload-settings", {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AdminMessages.settingsReloaded, settings: 1 });
    expect(t.app.settings.get("probe.setting")).toEqual({ on: true });
    // Same process: the status still answers, with the same start time.
    const after = (await admin.get("/api/admin/status")).json();
    expect(after.startedAt).toBe(before.startedAt);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorName: "admin",
      action: "settings.reload",
      ip: "192.0.2.200",
      before: { settings: 0 },
      after: { settings: 1 },
    });
  });

  it("searches users by name or e-mail, paginated, and never shows a secret", async () => {
    const a = await registerUser(t.app, { username: "Zed_Search1", email: "zed.one@example.com" });
    await registerUser(t.app, { username: "zed_search2", email: "other2@example.com" });
    await registerUser(t.app, { username: "nobody3", email: "ZED.three@Example.com" });
    const res = await admin.get("/api/admin/users?q=ZED&pageSize=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
    const page2 = (await admin.get("/api/admin/users?q=zed&pageSize=2&page=2")).json();
    expect(page2.items).toHaveLength(1);
    expect([...body.items, ...page2.items].map((u: AdminUser) => u.username).sort()).toEqual(["Zed_Search1", "nobody3", "zed_search2"]);
    const one = await findUser("Zed_Search1");
    expect(one).toMatchObject({ id: a.user.id, email: "zed.one@example.com", plan: "trial", isAdmin: false, activeSessions: 1 });
    expect(one.lastSeenAt).not.toBeNull();
    // LIKE wildcards match only themselves.
    expect((await admin.get("/api/admin/users?q=%25")).json().total).toBe(0);
    expect((await admin.get("/api/admin/users?q=_search")).json().total).toBe(2);
    const text = res.body;
    expect(text).not.toMatch(/argon2|password|hash|token|session_?id/i);
    expect(Object.keys(one).sort()).toEqual(
      ["activeSessions", "createdAt", "email", "id", "isAdmin", "lastSeenAt", "plan", "planEndsAt", "trialEndsAt", "username"].sort(),
    );
    expect((await admin.get("/api/admin/users?pageSize=101")).statusCode).toBe(400);
  });

  it("grants and ends a plan: the user sees it on their own endpoints, and both are audited", async () => {
    const { browser, user } = await registerUser(t.app);
    await t.database.db.execute(sql`update users set trial_ends_at = now() - interval '1 day' where id = ${user.id}`);
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ subscriptionPlan: "free", isPremium: false });

    const granted = await admin.post(`/api/admin/users/${user.id}/plan`, { action: "grant", plan: "premium-yearly", days: 30 });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: user.id, plan: "premium-yearly", planEndsAt: expect.any(String) });
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ subscriptionPlan: "premium-yearly", isPremium: true });
    const [grant] = await auditRows();
    expect(grant).toMatchObject({
      action: "user.plan.grant",
      target: `user:${user.id} (${user.username})`,
      before: { plan: "free", planEndsAt: null },
      after: { plan: "premium-yearly", granted: { plan: "premium-yearly", days: 30 } },
    });

    const ended = await admin.post(`/api/admin/users/${user.id}/plan`, { action: "end" });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ plan: "free", planEndsAt: null });
    expect((await browser.get("/api/trial-status")).json()).toMatchObject({ subscriptionPlan: "free", isPremium: false });
    const [end] = await auditRows();
    expect(end).toMatchObject({ action: "user.plan.end", before: { plan: "premium-yearly" }, after: { plan: "free", planEndsAt: null } });
  });

  it("refuses bad plan input with 400 and unknown users with 404", async () => {
    const { user } = await registerUser(t.app);
    for (const body of [
      { action: "grant", plan: "premium-monthly", days: 0 },
      { action: "grant", plan: "premium-monthly", days: 36_501 },
      { action: "grant", plan: "premium-monthly", days: 1.5 },
      { action: "grant", plan: "gold", days: 3 },
      { action: "grant", plan: "premium-monthly" },
      { action: "wipe" },
      { action: "end", extra: true },
    ]) {
      const res = await admin.post(`/api/admin/users/${user.id}/plan`, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    const days = await admin.post(`/api/admin/users/${user.id}/plan`, { action: "grant", plan: "premium-monthly", days: 0 });
    expect(days.json().issues).toContainEqual({ path: "days", message: AdminMessages.daysRange });
    const missing = await admin.post("/api/admin/users/999999/plan", { action: "end" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(AdminMessages.userNotFound);
    const adminId = (await admin.get("/api/user")).json().id;
    const self = await admin.post(`/api/admin/users/${adminId}/plan`, { action: "end" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(AdminMessages.adminPlan);
  });

  it("ends every session of a user: the user is signed out everywhere", async () => {
    const { browser, input, user } = await registerUser(t.app);
    const second = new Browser(t.app, "192.0.2.210");
    expect((await second.post("/api/login", { username: input.username, password: input.password })).statusCode).toBe(200);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
    const res = await admin.post(`/api/admin/users/${user.id}/end-sessions`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    expect((await second.get("/api/user")).statusCode).toBe(401);
    expect((await findUser(user.username)).activeSessions).toBe(0);
    const [row] = await auditRows();
    expect(row).toMatchObject({ action: "user.sessions.end", before: { activeSessions: 2 }, after: { activeSessions: 0, ended: 2 } });
  });

  it("lists the outbox, newest first: an operator can read a password-reset code", async () => {
    const { user } = await registerUser(t.app);
    expect((await new Browser(t.app, "192.0.2.220").post("/api/auth/generate-reset-code", { email: user.email })).statusCode).toBe(200);
    const code = await latestResetCode(t.app, user.email);
    const res = await admin.get("/api/admin/outbox?pageSize=5");
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().items;
    expect(mail).toMatchObject({ to: user.email, status: "stored", sentAt: null });
    expect(mail.text).toContain(code);
    expect(res.json().total).toBeGreaterThanOrEqual(1);
    expect((await admin.get("/api/admin/status")).json().outbox.stored).toBeGreaterThanOrEqual(1);
  });

  it("pages the audit log newest first", async () => {
    const all = (await admin.get("/api/admin/audit-log?pageSize=100")).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const ids = all.items.map((r: AuditEntry) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const second = (await admin.get("/api/admin/audit-log?pageSize=1&page=2")).json();
    expect(second.items[0].id).toBe(ids[1]);
    expect(log.raw.filter((l) => l.includes('"level":50') || l.includes('"level":60'))).toEqual([]);
  });
});
