import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "../../lib/cn.ts";
import { fieldAria, FieldFrame } from "./field-frame.tsx";
import { inputClasses } from "./text-field.tsx";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  showLabel: string;
  hideLabel: string;
  hint?: ReactNode;
  error?: string | undefined;
  invalid?: boolean | undefined;
}

/** A password input with a show/hide toggle. The toggle names itself with hidden text, not aria-label. */
export function PasswordField({ id, label, showLabel, hideLabel, hint, error, invalid, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const aria = fieldAria(id, { hint, error, invalid });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          {...aria}
          type={visible ? "text" : "password"}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cn(inputClasses, "pr-12", aria["aria-invalid"] ? "border-red-600" : "border-slate-300")}
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
    </FieldFrame>
  );
}
