export { createMailSender, type Mail, type MailSender } from "./mail.sender.ts";
export { deleteMailsTo, listOutbox } from "./mail.repository.ts";
