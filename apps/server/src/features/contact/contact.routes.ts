import { ContactInputSchema, ContactMessages, EmailResponseInputSchema, IntegrationLeadInputSchema, MessageSchema } from "@app/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TooManyRequestsError } from "../../lib/errors.ts";
import { consumeQuota, type Window } from "../throttle/index.ts";
import { insertContactMessage, upsertIntegrationLead } from "./contact.repository.ts";

/** Contact messages per IP per hour; waitlist sign-ups per IP per hour. */
export const CONTACT_PER_IP: Window = { bucket: "contact", max: 5, windowMs: 60 * 60_000 };
export const LEADS_PER_IP: Window = { bucket: "integration-lead", max: 20, windowMs: 60 * 60_000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  async function throttle(request: FastifyRequest, window: Window) {
    const slot = await consumeQuota(app.db, window, [request.ip], app.clock());
    if (!slot.allowed) throw new TooManyRequestsError("Too many messages. Please try again later.", slot.retryAfterSeconds);
  }

  /** Stores the message and sends it to the support inbox only; the sender's address is just a reply-to in the text. */
  async function deliver(request: FastifyRequest, m: { name?: string; email: string; subject: string; reason?: string; message: string }) {
    const id = await insertContactMessage(app.db, { ...m, ip: request.ip, createdAt: app.clock() });
    const lines = [`From: ${m.name ? `${m.name} ` : ""}<${m.email}>`];
    if (m.reason) lines.push(`Reason: ${m.reason}`);
    lines.push("", m.message);
    await app.mail.send({ to: app.config.SUPPORT_EMAIL, subject: `[Contact #${id}] ${m.subject}`, text: lines.join("\n") });
    request.log.info({ contactId: id }, "contact message stored");
  }

  app.post(
    "/api/email-response",
    { config: { access: "public" }, schema: { body: EmailResponseInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await throttle(request, CONTACT_PER_IP);
      await deliver(request, request.body);
      return { message: ContactMessages.sent };
    },
  );

  app.post(
    "/api/contact",
    { config: { access: "public" }, schema: { body: ContactInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await throttle(request, CONTACT_PER_IP);
      await deliver(request, request.body);
      return { message: ContactMessages.sent };
    },
  );

  app.post(
    "/api/integration-leads",
    { config: { access: "public" }, schema: { body: IntegrationLeadInputSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await throttle(request, LEADS_PER_IP);
      await upsertIntegrationLead(app.db, request.body.email.toLowerCase(), request.body.integrationType, app.clock());
      return { message: "We'll notify you as soon as Apple Health & Google Fit integrations are ready!" };
    },
  );
};
