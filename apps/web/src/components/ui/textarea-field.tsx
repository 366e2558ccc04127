import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldError } from "./field-error.tsx";
import { describedBy } from "./text-field.tsx";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextareaField({ id, label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        className={cn(
          "block min-h-20 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:border-emerald-700 sm:text-sm",
          error ? "border-red-600" : "border-slate-300",
        )}
        {...textarea}
      />
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
