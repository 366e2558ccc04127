import { RotateCcw, ShieldCheck } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";

/** The 30-day money-back guarantee and self-service cancellation, where the buyer looks (/pricing, /subscribe). */
export function PaymentAssurance({ className }: { className?: string }) {
  const t = useT();
  const items = [
    { Icon: ShieldCheck, title: t("pricing.guaranteeTitle"), text: t("pricing.guaranteeText") },
    { Icon: RotateCcw, title: t("pricing.cancelTitle"), text: t("pricing.cancelText") },
  ];
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="mt-1 block text-sm">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
