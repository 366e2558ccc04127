export {
  createMailSender,
  mailDeliveryTask,
  MAIL_MAX_ATTEMPTS,
  mailRetryDelayMs,
  smtpTransport,
  type Mail,
  type MailSender,
  type MailTransport,
} from "./mail.sender.ts";
export { deleteMailsTo, listOutbox } from "./mail.repository.ts";
