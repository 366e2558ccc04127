import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldAria, FieldFrame } from "./field-frame.tsx";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  id: string;
  ref?: Ref<HTMLTextAreaElement>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

export function TextareaField({ id, label, hint, error, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        {...fieldAria(id, { hint, error })}
        className={cn(
          "block min-h-20 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 focus:border-emerald-700 sm:text-sm",
          error ? "border-red-600" : "border-slate-300",
        )}
        {...textarea}
      />
    </FieldFrame>
  );
}
