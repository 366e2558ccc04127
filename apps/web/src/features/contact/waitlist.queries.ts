import type { IntegrationLeadInput } from "@app/shared/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

// Apart from contact.queries.ts, whose contact pages bring the contact schemas (and zod) with them: the landing
// page's waitlist form loads its schemas only when used (docs/decisions/0015-webtbt-long-tasks.md).
const messageSchema = () => import("@app/shared/common").then((m) => m.MessageSchema);

/** The Apple Health & Google Fit waitlist (docs/product/public-pages.md#waitlist); signing up twice is a success too. */
export function useJoinIntegrationWaitlist() {
  return useMutation({ mutationFn: (input: IntegrationLeadInput) => api.post("/api/integration-leads", input, messageSchema) });
}
