import { Camera } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";
import { FoodAnalyzerSlot } from "../food-analyzer-slot.tsx";
import { useTracking } from "./tracking-context.tsx";

/** The Analyze tab: the food analyzer belongs to another piece of work; its heading holds the place. */
export function AnalyzePanel() {
  const t = useT();
  const { demo } = useTracking();
  return (
    <section aria-labelledby="analyze-title">
      <h2 id="analyze-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Camera aria-hidden="true" className="size-5 text-emerald-700" />
        {t("analyze.title")}
      </h2>
      <FoodAnalyzerSlot demo={demo} />
    </section>
  );
}
