import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldError } from "./field-error.tsx";
import { describedBy, inputClasses } from "./text-field.tsx";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  id: string;
  ref?: Ref<HTMLSelectElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A native select with its label, hint and error: native so phones show their own picker. */
export function SelectField({ id, label, hint, error, className, children, ...select }: SelectFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          className={cn(inputClasses, "appearance-none pr-10", error ? "border-red-600" : "border-slate-300")}
          {...select}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
