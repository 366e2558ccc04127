import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../../lib/cn.ts";

/** 'Why this meal?' / 'How was this computed?': the engine's reasoning, shown on request. */
export function WhyDisclosure({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-why`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-emerald-800 hover:text-emerald-900"
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <p id={`${id}-why`} hidden={!open} className="mt-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
        {text}
      </p>
    </div>
  );
}
