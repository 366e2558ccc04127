import { PLAN_SERVINGS, type Recipe } from "@app/shared";
import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";

/** A household amount scaled: '2 large' × 1.5 → '3 large'; an amount without a leading number stays as it is. */
function scaleAmount(amount: string, factor: number, number: (n: number, digits?: number) => string): string {
  const match = /^(\d+(?:[.,]\d+)?)(.*)$/.exec(amount.trim());
  if (!match || factor === 1) return amount;
  const value = Number(match[1]!.replace(",", ".")) * factor;
  return `${number(value, Number.isInteger(value) ? 0 : 1)}${match[2]}`;
}

/** The detail of a recipe (002 §2.4): ingredients scaled by a servings stepper from 1 to 10, steps and nutrition. */
export function RecipeDetailDialog({ recipe, onClose, conflicts }: { recipe: Recipe; onClose: () => void; conflicts: string[] }) {
  const t = useT();
  const format = useFormat();
  const [servings, setServings] = useState(Math.min(PLAN_SERVINGS.max, Math.max(PLAN_SERVINGS.min, recipe.servings)));
  const factor = servings / recipe.servings;
  const n = recipe.nutrition;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={recipe.name} closeLabel={t("recipes.close")} size="lg">
      <p className="text-sm text-slate-700">
        {recipe.region}, {t(`recipes.country.${recipe.country}`)} · {t("recipes.prep", { minutes: recipe.prepMinutes })}
      </p>
      {conflicts.length > 0 ? (
        <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">{conflicts.join(" · ")}</p>
      ) : null}
      <div className="mt-4 flex items-center gap-3">
        <span id="recipe-servings-label" className="font-medium text-slate-900">
          {t("recipes.servings")}
        </span>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("recipes.fewerServings")}
          disabled={servings <= PLAN_SERVINGS.min}
          onClick={() => setServings((s) => Math.max(PLAN_SERVINGS.min, s - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <output aria-labelledby="recipe-servings-label" aria-live="polite" className="w-8 text-center text-lg font-semibold">
          {servings}
        </output>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t("recipes.moreServings")}
          disabled={servings >= PLAN_SERVINGS.max}
          onClick={() => setServings((s) => Math.min(PLAN_SERVINGS.max, s + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <h3 className="mt-5 font-semibold text-slate-900">{t("recipes.ingredients")}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {recipe.ingredients.map((i, index) => (
          <li key={index} className="flex justify-between gap-3 border-b border-slate-100 py-1">
            <span>{i.name}</span>
            <span className="text-right text-slate-700">
              {scaleAmount(i.amount, factor, format.number)} ({format.grams(i.grams * factor)})
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-slate-900">{t("recipes.instructions")}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
        {recipe.instructions.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <h3 className="mt-5 font-semibold text-slate-900">{t("recipes.nutritionFor", { count: servings })}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["recipes.kcal", format.kcal(n.energyKcal * servings)],
            ["recipes.protein", format.grams(n.proteinG * servings)],
            ["recipes.carbs", format.grams(n.carbsG * servings)],
            ["recipes.fat", format.grams(n.fatG * servings)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t("recipes.nutritionSource")}</p>
    </Dialog>
  );
}
