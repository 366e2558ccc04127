import { z } from "zod";
import { text } from "./common.ts";
import { ContactMessages } from "./contact-messages.ts";

export { ContactMessages };

const email = text().trim().max(254, ContactMessages.emailInvalid).pipe(z.email(ContactMessages.emailInvalid));

/** The first contact form (002 §5): e-mail, subject, message. */
export const EmailResponseInputSchema = z.strictObject({
  email,
  subject: text().trim().min(3, ContactMessages.subjectMin).max(200, ContactMessages.tooLong),
  message: text({ multiline: true }).trim().min(10, ContactMessages.messageMin).max(5000, ContactMessages.tooLong),
});
export type EmailResponseInput = z.infer<typeof EmailResponseInputSchema>;

export const CONTACT_REASONS = ["general", "support", "billing", "privacy", "feedback", "partnership"] as const;

/** The second contact form: every field required. */
export const ContactInputSchema = EmailResponseInputSchema.extend({
  name: text().trim().min(1, ContactMessages.nameRequired).max(100, ContactMessages.tooLong),
  reason: z.enum(CONTACT_REASONS, { error: ContactMessages.reasonRequired }),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const INTEGRATION_TYPES = ["apple_health_google_fit"] as const;
export const IntegrationLeadInputSchema = z.strictObject({
  email,
  integrationType: z.enum(INTEGRATION_TYPES).default("apple_health_google_fit"),
});
export type IntegrationLeadInput = z.input<typeof IntegrationLeadInputSchema>;
