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
export { countOutbox, deleteMailsTo, listOutbox, listOutboxPage } from "./mail.repository.ts";
