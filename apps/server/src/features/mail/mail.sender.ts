import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client.ts";
import type { Task } from "../jobs/index.ts";
import { claimPendingMail, insertMail, markFailed, markSent } from "./mail.repository.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface MailSender {
  send(mail: Mail): Promise<void>;
}
/** What delivery needs of an SMTP client (nodemailer's transport, or a test double). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export const MAIL_MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
/** 1 min, 2, 4, 8… between delivery tries (about 4 hours in all). */
export const mailRetryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Every mail is stored in the outbox; the request never talks to SMTP. With a transport (SMTP_URL) the
 * mail is pending and the worker delivers it; without one it stays in the outbox. The log says that a
 * mail was stored or sent (id, recipient, subject), never what it says: bodies hold reset codes.
 */
export function createMailSender(opts: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  transport?: MailTransport;
  /** Called after a pending mail is stored, so the worker delivers it at once. */
  wake?: () => void;
}): MailSender {
  return {
    async send(mail) {
      const pending = opts.transport !== undefined;
      const id = await insertMail(opts.db, mail, pending, opts.now());
      opts.log.info(
        { mailId: id, to: mail.to, subject: mail.subject },
        pending ? "mail stored in the outbox for delivery" : "mail stored in the outbox (no SMTP_URL set)",
      );
      if (pending) opts.wake?.();
    },
  };
}

/**
 * nodemailer is loaded with the first mail to deliver, not with the server (~3 MiB of V8's heap; decision 0019-rss).
 */
export const smtpTransport = (url: string, from: string): MailTransport => {
  let transport: Promise<Transporter> | undefined;
  return {
    async sendMail(m) {
      transport ??= import("nodemailer").then(({ createTransport }) => createTransport(url));
      return (await transport).sendMail({ ...m, from: m.from || from });
    },
  };
};

/** The worker's delivery round: sends due pending mail, retrying with growing delays. */
export function mailDeliveryTask(opts: { db: Db; now: () => Date; log: FastifyBaseLogger; transport: MailTransport; from: string }): Task {
  return {
    name: "mail-delivery",
    async run(now) {
      const claimed = await claimPendingMail(opts.db, now, LEASE_MS, 10);
      for (const mail of claimed) {
        const meta = { mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts };
        try {
          await opts.transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
          await markSent(opts.db, mail.id, opts.now());
          opts.log.info(meta, "mail sent through SMTP");
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const last = mail.attempts >= MAIL_MAX_ATTEMPTS;
          await markFailed(opts.db, mail.id, message, last ? null : new Date(opts.now().getTime() + mailRetryDelayMs(mail.attempts)));
          opts.log[last ? "error" : "warn"](
            { ...meta, err: message },
            last ? "mail delivery failed for good" : "mail delivery failed; will retry",
          );
        }
      }
      return claimed.length;
    },
  };
}
