import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldError } from "./field-error.tsx";

export const inputClasses =
  "block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:border-emerald-700 disabled:bg-slate-100 sm:text-sm";

export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  /** The input itself (react-hook-form registers fields through it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (the form shows one message for several fields). */
  invalid?: boolean;
}

export function TextField({ id, label, hint, error, invalid, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(errorId, hintId)}
        className={cn(inputClasses, isInvalid ? "border-red-600" : "border-slate-300")}
        {...input}
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
