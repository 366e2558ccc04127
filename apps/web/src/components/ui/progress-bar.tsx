import { cn } from "../../lib/cn.ts";

export type ProgressTone = "emerald" | "orange" | "rose" | "amber" | "sky" | "red";

const TONES: Record<ProgressTone, string> = {
  emerald: "[&::-webkit-progress-value]:bg-emerald-600 [&::-moz-progress-bar]:bg-emerald-600",
  orange: "[&::-webkit-progress-value]:bg-orange-500 [&::-moz-progress-bar]:bg-orange-500",
  rose: "[&::-webkit-progress-value]:bg-rose-500 [&::-moz-progress-bar]:bg-rose-500",
  amber: "[&::-webkit-progress-value]:bg-amber-500 [&::-moz-progress-bar]:bg-amber-500",
  sky: "[&::-webkit-progress-value]:bg-sky-500 [&::-moz-progress-bar]:bg-sky-500",
  red: "[&::-webkit-progress-value]:bg-red-600 [&::-moz-progress-bar]:bg-red-600",
};

interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. "Calories". */
  label: string;
  /** What a screen reader says instead of the bare number, e.g. "125% of daily goal". */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

/** A horizontal bar from 0 to 100: a native progress element (role progressbar) with its aria values spelled out. */
export function ProgressBar({ value, label, valueText, tone = "emerald", className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <progress
      max={100}
      value={clamped}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn(
        "block h-2.5 w-full appearance-none overflow-hidden rounded-full border-0 bg-slate-100 [&::-moz-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-500",
        TONES[tone],
        className,
      )}
    />
  );
}
