import { ChevronDown } from "lucide-react";
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldAria, FieldFrame } from "./field-frame.tsx";
import { inputClasses } from "./text-field.tsx";

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
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          {...fieldAria(id, { hint, error })}
          className={cn(inputClasses, "appearance-none pr-10", error ? "border-red-600" : "border-slate-300")}
          {...select}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </FieldFrame>
  );
}
