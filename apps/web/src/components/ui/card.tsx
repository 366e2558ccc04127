import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export const cardClasses = "rounded-2xl border border-slate-200 bg-white shadow-sm";

interface CardProps {
  /** Names the card's region after its heading. */
  titleId?: string;
  className?: string;
  children: ReactNode;
  as?: "section" | "div" | "article";
  id?: string;
}

/** A white panel with a border: the building block of the dashboards. */
export function Card({ titleId, className, children, as: Tag = "section", id }: CardProps) {
  return (
    <Tag id={id} aria-labelledby={titleId} className={cn(cardClasses, "p-5 sm:p-6", className)}>
      {children}
    </Tag>
  );
}

interface CardHeaderProps {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  /** Icon shown before the title (decorative). */
  icon?: ReactNode;
  /** Buttons or links on the right of the title. */
  action?: ReactNode;
  /** Heading level of the title; h2 unless the card sits under another h2. */
  level?: 2 | 3;
  className?: string;
}

export function CardHeader({ titleId, title, description, icon, action, level = 2, className }: CardHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("mb-4 flex flex-wrap items-start justify-between gap-3", className)}>
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {icon ? (
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-800">
              {icon}
            </span>
          ) : null}
          <span className="min-w-0">{title}</span>
        </Heading>
        {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      </div>
      {action ? <div className="flex shrink-0 flex-wrap items-center gap-2">{action}</div> : null}
    </div>
  );
}
