import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldError } from "./field-error.tsx";
import { describedBy, inputClasses } from "./text-field.tsx";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  showLabel: string;
  hideLabel: string;
  hint?: ReactNode;
  error?: string | undefined;
  invalid?: boolean;
}

/** A password input with a show/hide toggle. The toggle names itself with hidden text, not aria-label. */
export function PasswordField({ id, label, showLabel, hideLabel, hint, error, invalid, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy(errorId, hintId)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cn(inputClasses, "pr-12", isInvalid ? "border-red-600" : "border-slate-300")}
          {...input}
        />
        <button
          type="button"
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          <span className="sr-only">{visible ? hideLabel : showLabel}</span>
        </button>
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
