import {
  EmptyBodySchema,
  AuthMessages,
  DeleteAccountInputSchema,
  GenerateResetCodeInputSchema,
  LoginInputSchema,
  MessageSchema,
  OkSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  UserSchema,
  SIGNED_IN_HINT_COOKIE,
  text,
} from "@app/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/visitor.ts";
import { currentUser, requireRegistered, requireUser, sessionCookieName, sessionCookieOptions, sessionToken } from "./auth.session.ts";
import { z } from "zod";
import { deleteAccount } from "./account-deletion.ts";
import { AdminAccessMessages, verifyAdminAccess } from "./admin-access.ts";
import { toUser } from "./auth.repository.ts";
import * as auth from "./auth.service.ts";

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: auth.AuthDeps = {
    db: app.db,
    mail: app.mail,
    jobs: app.jobs,
    now: app.clock,
    trialDays: app.config.TRIAL_DAYS,
    registrationsPerHour: app.config.REGISTRATIONS_PER_IP_PER_HOUR,
    auditKey: app.secrets.deletionAudit,
    resetCodeKey: app.secrets.resetCode,
  };
  app.jobs.handle(auth.PASSWORD_RESET_JOB, (payload) => auth.sendResetCode(deps, payload));
  const cookie = sessionCookieName(app.config);

  const signIn = async (request: FastifyRequest, reply: FastifyReply, token: string, persistent: boolean) => {
    // A previous session in this browser ends: every sign-in gets a fresh id.
    const previous = sessionToken(request);
    if (previous) await auth.endSession(app.db, previous);
    reply.setCookie(cookie, token, sessionCookieOptions(app.config, persistent));
    reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...sessionCookieOptions(app.config, persistent), httpOnly: false });
  };

  app.post(
    "/api/register",
    { config: { access: "public" }, schema: { body: RegisterInputSchema, response: { 201: UserSchema } } },
    async (request, reply) => {
      const { user, token } = await auth.register(deps, request.body, client(request));
      request.log.info({ userId: user.id }, "user registered");
      await signIn(request, reply, token, false);
      return reply.code(201).send(toUser(user));
    },
  );

  app.post(
    "/api/login",
    { config: { access: "public" }, schema: { body: LoginInputSchema, response: { 200: UserSchema } } },
    async (request, reply) => {
      const result = await auth.login(deps, request.body, client(request));
      if (!result) {
        request.log.info({ ip: request.ip }, "sign-in failed");
        throw new AppError(401, "UNAUTHORIZED", AuthMessages.invalidCredentials);
      }
      await signIn(request, reply, result.token, request.body.rememberMe);
      return toUser(result.user);
    },
  );

  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie(cookie, sessionCookieOptions(app.config, false));
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...sessionCookieOptions(app.config, false), httpOnly: false });
  };

  app.post(
    "/api/logout",
    { config: { access: "public" }, schema: { body: EmptyBodySchema, response: { 200: OkSchema } } },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await auth.endSession(app.db, token);
      clearSessionCookies(reply);
      return { ok: true as const };
    },
  );

  /**
   * Deletes the signed-in account and all its data at once, after the password is given again (JSON body
   * `{ password }`); every session ends and the cookies are cleared.
   */
  app.delete(
    "/api/account",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: DeleteAccountInputSchema.nullish(), response: { 200: MessageSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await deleteAccount(
        { db: app.db, mail: app.mail, now: app.clock, supportEmail: app.config.SUPPORT_EMAIL, auditKey: app.secrets.deletionAudit },
        user.id,
        request.body?.password,
        { ...client(request), language: requestLanguage(request) },
      );
      request.log.info({ userId: user.id }, "account deleted");
      if (!result.mailed) request.log.error({ userId: user.id, err: result.mailError }, "account deletion mail could not be sent");
      clearSessionCookies(reply);
      return { message: AuthMessages.accountDeleted };
    },
  );

  /** Administrator access by the server secret ADMIN_ACCESS_CODE: signs this browser in as `admin`. */
  app.post(
    "/api/admin-access",
    {
      config: { access: "public" },
      schema: {
        body: z.strictObject({ code: text().trim().min(1, "Please enter the access code").max(200) }),
        response: { 200: UserSchema },
      },
    },
    async (request, reply) => {
      const admin = await verifyAdminAccess(
        {
          db: app.db,
          now: app.clock,
          log: request.log,
          secret: app.config.ADMIN_ACCESS_CODE,
          maxFailures: app.config.ADMIN_ACCESS_MAX_FAILURES,
        },
        request.body.code,
        request.ip,
      );
      request.log.warn({ ip: request.ip, success: Boolean(admin) }, "administrator access attempt");
      if (!admin) throw new AppError(401, "UNAUTHORIZED", AdminAccessMessages.invalid);
      await signIn(request, reply, await auth.startSession(deps, admin.id, false), false);
      return toUser(admin);
    },
  );

  app.get(
    "/api/user",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: UserSchema } } },
    async (request) => toUser(currentUser(request)),
  );

  app.post(
    "/api/auth/generate-reset-code",
    { config: { access: "public" }, schema: { body: GenerateResetCodeInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email, client(request));
      return { message: AuthMessages.resetCodeSent };
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: { access: "public" }, schema: { body: ResetPasswordInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await auth.resetPassword(deps, request.body);
      return { message: AuthMessages.passwordReset };
    },
  );
};
