import { cn } from "../../../lib/cn.ts";

/** 'Active', 'Inactive' or 'Not Set' as a small pill. */
export function GoalStatusBadge({ label, tone }: { label: string; tone: "active" | "muted" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tone === "active" ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-slate-100 text-slate-700 ring-slate-200",
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", tone === "active" ? "bg-emerald-600" : "bg-slate-400")} />
      {label}
    </span>
  );
}
