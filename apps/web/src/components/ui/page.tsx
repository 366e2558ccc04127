import type { ReactNode } from "react";
import { usePageTitle } from "../../lib/page-title.ts";
import { cn } from "../../lib/cn.ts";

/** A page's frame: its heading (the document title too) and its content. */
export function Page({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  usePageTitle(title);
  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8", className)}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {description ? <div className="mt-3 max-w-2xl text-lg text-slate-700">{description}</div> : null}
      {children}
    </div>
  );
}
