import { cn } from "../../../lib/cn.ts";
import { useT } from "../../../i18n/i18n.tsx";

/** The withdrawal consent every purchase needs (the server refuses a purchase without it too). */
export function ConsentCheckbox({
  checked,
  onChange,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <label className={cn("flex items-start gap-3 text-sm text-slate-800", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-emerald-700"
      />
      <span>{t("subscribe.consent")}</span>
    </label>
  );
}
