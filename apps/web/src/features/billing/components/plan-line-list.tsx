import { Check, X } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import type { PlanLine } from "../plan-lines.ts";

/** A plan's feature list: a tick for what it includes, a cross (and hidden words) for what it does not. */
export function PlanLineList({ lines, className }: { lines: PlanLine[]; className?: string }) {
  const t = useT();
  return (
    <ul className={cn("space-y-2.5 text-sm", className)}>
      {lines.map((line) => (
        <li key={line.key} className={cn("flex items-start gap-2.5", line.included ? "text-slate-800" : "text-slate-600")}>
          {line.included ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          ) : (
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          )}
          <span>
            <span className="sr-only">{t(line.included ? "planLine.included" : "planLine.notIncluded")} </span>
            {t(line.key, line.values)}
          </span>
        </li>
      ))}
    </ul>
  );
}
