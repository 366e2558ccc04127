import type { ContactInput, EmailResponseInput } from "@app/shared/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

const messageSchema = () => import("@app/shared/common").then((m) => m.MessageSchema);

/** Which contact form: the Contact Us page's (`support`) or the second contact page's (`team`). */
export type ContactKind = "support" | "team";

/**
 * Sends a contact form to the support inbox (docs/product/public-pages.md#contact): the Contact Us form (e-mail, subject, message) to
 * /api/email-response, the second form (name, e-mail, subject, reason, message) to /api/contact.
 */
export function useSendContact(kind: ContactKind) {
  return useMutation({
    mutationFn: (input: ContactInput | EmailResponseInput) =>
      api.post(kind === "team" ? "/api/contact" : "/api/email-response", input, messageSchema),
  });
}
