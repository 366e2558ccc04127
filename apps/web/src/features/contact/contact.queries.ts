import { MessageSchema } from "@app/shared/common";
import type { ContactInput, EmailResponseInput, IntegrationLeadInput } from "@app/shared/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** The Contact Us form (spec 002 §2.9): e-mail, subject, message, to the support inbox. */
export function useSendEmailResponse() {
  return useMutation({ mutationFn: (input: EmailResponseInput) => api.post("/api/email-response", input, MessageSchema) });
}

/** The second contact form: name, e-mail, subject, reason and message. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: ContactInput) => api.post("/api/contact", input, MessageSchema) });
}

/** The Apple Health & Google Fit waitlist (spec 001 §2.15); signing up twice is a success too. */
export function useJoinIntegrationWaitlist() {
  return useMutation({ mutationFn: (input: IntegrationLeadInput) => api.post("/api/integration-leads", input, MessageSchema) });
}
