import {
  AdminMessages,
  AdminPageQuerySchema,
  AdminPlanInputSchema,
  AdminStatusSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  AuditPageSchema,
  EmptyBodySchema,
  EndSessionsResultSchema,
  IdParamsSchema,
  OutboxPageSchema,
  ReloadSettingsResultSchema,
  type AdminUser,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { accessRules } from "../../lib/access.ts";
import { BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { listAuditEntries, recordAdminAction } from "../audit/index.ts";
import { endSessionsOfUser, findAdminUserRow, requireAdmin, searchUsers } from "../auth/index.ts";
import { endSubscriptionsNow, grantSubscription } from "../billing/index.ts";
import { listOutboxPage } from "../mail/index.ts";
import { adminBillingRoutes } from "./admin-billing.routes.ts";
import { systemStatus, toAdminUser } from "./admin.service.ts";

const admin = { access: "admin" } as const;
/** What the audit log keeps of an account's plan before and after a change. */
const planView = (u: AdminUser) => ({ plan: u.plan, planEndsAt: u.planEndsAt, trialEndsAt: u.trialEndsAt });
const userOwner = { access: "admin", owner: { table: "users", column: "id" } } as const;

/**
 * The administrator's API (docs/product/access-and-plans.md#admin-screens): system status and settings reload, accounts,
 * the mail outbox and the audit log. Every route here answers 401 to visitors and 403 to anyone but
 * the administrator, before its input is even validated (the hook below); every change is audited.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRoute", (route) => {
    const rules = accessRules(route.config?.access);
    if (rules.length !== 1 || rules[0] !== "admin") throw new Error(`${route.url}: every admin route declares access "admin"`);
  });
  app.addHook("preValidation", requireAdmin);

  const adminUser = async (db: Db, id: number): Promise<AdminUser> => {
    const row = await findAdminUserRow(db, id, app.clock());
    if (!row) throw new NotFoundError(AdminMessages.userNotFound);
    return toAdminUser(db, row, app.clock());
  };

  app.get("/api/admin/status", { config: admin, schema: { response: { 200: AdminStatusSchema } } }, async () => systemStatus(app));

  /** 'Restart Server': reads the stored settings again; the process, its connections and requests carry on. */
  app.post(
    "/api/admin/reload-settings",
    { config: admin, schema: { body: EmptyBodySchema, response: { 200: ReloadSettingsResultSchema } } },
    async (request) => {
      const before = { loadedAt: app.settings.loadedAt.toISOString(), settings: app.settings.size };
      const count = await app.settings.reload();
      const after = { loadedAt: app.settings.loadedAt.toISOString(), settings: count };
      await recordAdminAction(request, { action: "settings.reload", target: "settings", before, after });
      return { message: AdminMessages.settingsReloaded, settings: count, reloadedAt: after.loadedAt };
    },
  );

  app.get(
    "/api/admin/users",
    { config: admin, schema: { querystring: AdminUsersQuerySchema, response: { 200: AdminUsersPageSchema } } },
    async (request) => {
      const { q, page, pageSize } = request.query;
      const now = app.clock();
      const found = await searchUsers(app.db, q || undefined, page, pageSize, now);
      const items: AdminUser[] = [];
      for (const row of found.rows) items.push(await toAdminUser(app.db, row, now));
      return { items, total: found.total, page, pageSize };
    },
  );

  /** Grants a paid plan for some days (the code behind `npm run grant`), or ends the paid plans now. */
  app.post(
    "/api/admin/users/:id/plan",
    { config: userOwner, schema: { params: IdParamsSchema, body: AdminPlanInputSchema, response: { 200: AdminUserSchema } } },
    async (request) => {
      const id = request.params.id;
      const input = request.body;
      return app.db.transaction(async (tx) => {
        const before = await adminUser(tx, id);
        if (before.isAdmin || before.username.toLowerCase() === "admin") throw new BadRequestError(AdminMessages.adminPlan);
        const now = app.clock();
        if (input.action === "grant") await grantSubscription(tx, id, input.plan, input.days, now);
        else await endSubscriptionsNow(tx, id, now);
        const after = await adminUser(tx, id);
        await recordAdminAction(
          request,
          {
            action: input.action === "grant" ? "user.plan.grant" : "user.plan.end",
            target: `user:${id} (${before.username})`,
            before: planView(before),
            after: input.action === "grant" ? { ...planView(after), granted: { plan: input.plan, days: input.days } } : planView(after),
          },
          tx,
        );
        return after;
      });
    },
  );

  /** Signs the user out everywhere (every session deleted). */
  app.post(
    "/api/admin/users/:id/end-sessions",
    { config: userOwner, schema: { params: IdParamsSchema, body: EmptyBodySchema, response: { 200: EndSessionsResultSchema } } },
    async (request) => {
      const id = request.params.id;
      return app.db.transaction(async (tx) => {
        const before = await adminUser(tx, id);
        const ended = await endSessionsOfUser(tx, id);
        await recordAdminAction(
          request,
          {
            action: "user.sessions.end",
            target: `user:${id} (${before.username})`,
            before: { activeSessions: before.activeSessions },
            after: { activeSessions: 0, ended },
          },
          tx,
        );
        return { ended };
      });
    },
  );

  /** Mail kept in the database (no SMTP, or waiting for delivery): how an operator reads a reset code. */
  app.get(
    "/api/admin/outbox",
    { config: admin, schema: { querystring: AdminPageQuerySchema, response: { 200: OutboxPageSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listOutboxPage(app.db, page, pageSize);
      const items = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        status: r.status,
        attempts: r.attempts,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
      request.log.info({ page }, "outbox read by the administrator");
      return { items, total, page, pageSize };
    },
  );

  app.get(
    "/api/admin/audit-log",
    { config: admin, schema: { querystring: AdminPageQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await listAuditEntries(app.db, page, pageSize)), page, pageSize };
    },
  );

  // Stripe settings, payments and promo codes: inside this plugin, so the admin guard above covers them.
  await app.register(adminBillingRoutes);
};
