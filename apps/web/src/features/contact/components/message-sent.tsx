import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** The thank-you of a sent contact form (docs/product/public-pages.md#contact), with 'Send another message'. */
export function MessageSent({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to the confirmation, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-slate-900 focus:outline-none">
        {t("contact.sentTitle")}
      </h3>
      <p className="mt-2 max-w-md break-words text-slate-700">{t("contact.sentText", { email })}</p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        {t("contact.sendAnother")}
      </Button>
    </div>
  );
}
