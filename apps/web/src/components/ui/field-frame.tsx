import type { ReactNode } from "react";
import { FieldError } from "./field-error.tsx";

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  /** The control, given `fieldAria(…)` of the same id, hint and error. */
  children: ReactNode;
}

/** What every field of a form has around its control: the label, then the hint or the error (linked by id). */
export function FieldFrame({ id, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The control's accessibility attributes: invalid with an error (or `invalid`), described by its error, then its hint. */
export function fieldAria(
  id: string,
  { hint, error, invalid }: { hint?: ReactNode; error?: string | undefined; invalid?: boolean | undefined },
) {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean);
  return {
    id,
    "aria-invalid": Boolean(error) || Boolean(invalid) || undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  };
}
