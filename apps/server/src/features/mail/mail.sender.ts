import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "./mail.table.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** SMTP when `SMTP_URL` is set; otherwise the outbox table plus a log line, so nothing is lost offline. */
export function createMailSender(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): MailSender {
  if (opts.smtpUrl) {
    const transport = createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, "mail sent through SMTP");
      },
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(outbox).values(mail);
      opts.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail stored in the outbox (no SMTP_URL set)");
    },
  };
}
