import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldAria, FieldFrame } from "./field-frame.tsx";

export const inputClasses =
  "block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:border-emerald-700 disabled:bg-slate-100 sm:text-sm";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  /** The input itself (react-hook-form registers fields through it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the field invalid without a message of its own (the form shows one message for several fields). */
  invalid?: boolean | undefined;
}

export function TextField({ id, label, hint, error, invalid, className, ...input }: TextFieldProps) {
  const aria = fieldAria(id, { hint, error, invalid });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input {...aria} className={cn(inputClasses, aria["aria-invalid"] ? "border-red-600" : "border-slate-300")} {...input} />
    </FieldFrame>
  );
}
