import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.ts";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
}

/** A centred, announced loading state for a whole page or panel. */
export function LoadingState({ label }: { label: string }) {
  return (
    <output className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8 text-emerald-700" />
      <span>{label}</span>
    </output>
  );
}
