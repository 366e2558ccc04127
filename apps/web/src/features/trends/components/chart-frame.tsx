import { Suspense, type ReactNode } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";

/** The box a chart is drawn in: a fixed height, a loading state while the chart code or the data load, and the error text. */
export function ChartFrame({
  label,
  loading,
  error,
  className,
  children,
}: {
  label: string;
  loading: boolean;
  error: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const placeholder = (
    <output className="flex h-full items-center justify-center gap-2 text-sm text-slate-600">
      <Spinner className="text-emerald-700" />
      {t("trends.loading")}
    </output>
  );
  return (
    <div className={cn("h-64 w-full sm:h-72", className)}>
      {error ? (
        <ErrorAlert>{t("trends.loadError")}</ErrorAlert>
      ) : loading ? (
        placeholder
      ) : (
        <figure aria-label={label} className="h-full w-full">
          {/* The drawing is decorative for screen readers: the data table next to it carries the numbers. */}
          <div aria-hidden="true" className="h-full w-full">
            <Suspense fallback={placeholder}>{children}</Suspense>
          </div>
        </figure>
      )}
    </div>
  );
}
