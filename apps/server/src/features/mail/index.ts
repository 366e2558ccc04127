export { createMailSender, type Mail, type MailSender } from "./mail.sender.ts";
export { listOutbox } from "./mail.repository.ts";
