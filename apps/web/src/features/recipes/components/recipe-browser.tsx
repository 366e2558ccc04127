import {
  ALLERGENS,
  MEAL_TYPES,
  RECIPE_COUNTRIES,
  RECIPE_DIETS,
  RECIPE_MAX_PREP_CHOICES,
  type Allergen,
  type MealType,
  type Recipe,
  type RecipeDiet,
} from "@app/shared";
import { AlertTriangle, Clock, Search } from "lucide-react";
import { useState } from "react";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { useRecipes, type RecipeFilters } from "../recipes.queries.ts";
import { RecipeDetailDialog } from "./recipe-detail-dialog.tsx";
import { RecipeImage } from "./recipe-image.tsx";

/** The user's allergies and diets, to mark the recipes that break them (never hidden). */
export interface RecipeRules {
  allergies: readonly string[];
  diets: readonly string[];
}

/** Cards shown at first and added by each 'Show more recipes' (the collection has over 300). */
const PAGE_SIZE = 24;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The recipe browser (002 §2.4): server filters, a local search on name, region, cuisine and tags, cards and the detail. */
export function RecipeBrowser({ rules }: { rules: RecipeRules | undefined }) {
  const t = useT();
  const format = useFormat();
  const [search, setSearch] = useState("");
  const [filters, setFilterState] = useState<RecipeFilters>({ diets: [] });
  const [open, setOpen] = useState<Recipe | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const recipes = useRecipes(filters, format.locale);
  const setFilters = (update: (f: RecipeFilters) => RecipeFilters) => {
    setFilterState(update);
    setLimit(PAGE_SIZE);
  };

  const conflictsOf = (r: Recipe): string[] => {
    if (!rules) return [];
    const allergens = r.allergens.filter((a) => rules.allergies.includes(a));
    const diets = rules.diets.filter((d) => (RECIPE_DIETS as readonly string[]).includes(d) && !r.diets.includes(d as RecipeDiet));
    return [
      ...allergens.map((a) => t("recipes.containsAllergen", { allergen: t(`prefs.allergy.${a as Allergen}`) })),
      ...diets.map((d) => t("recipes.notDiet", { diet: t(`prefs.diet.${d as RecipeDiet}`) })),
    ];
  };

  const words = fold(search).split(/\s+/).filter(Boolean);
  const shown = (recipes.data ?? []).filter((r) => {
    const text = fold([r.name, r.nameIt, r.region, r.cuisine, ...r.tags].join(" "));
    return words.every((w) => text.includes(w));
  });

  return (
    <div className="mt-8 space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="relative sm:col-span-2 lg:col-span-4">
          <TextField
            id="recipe-search"
            type="search"
            label={t("recipes.search")}
            placeholder={t("recipes.searchPlaceholder")}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(PAGE_SIZE);
            }}
          />
          <Search aria-hidden="true" className="pointer-events-none absolute right-3 bottom-3 size-4 text-slate-500" />
        </div>
        <SelectField
          id="recipe-meal-type"
          label={t("recipes.mealType")}
          value={filters.mealType ?? ""}
          onChange={(e) => setFilters((f) => ({ ...f, mealType: (e.target.value || undefined) as MealType | undefined }))}
        >
          <option value="">{t("recipes.all")}</option>
          {MEAL_TYPES.map((m) => (
            <option key={m} value={m}>
              {t(`planner.mealType.${m}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="recipe-diet"
          label={t("recipes.diet")}
          value={filters.diets[0] ?? ""}
          onChange={(e) => setFilters((f) => ({ ...f, diets: e.target.value ? [e.target.value as RecipeDiet] : [] }))}
        >
          <option value="">{t("recipes.all")}</option>
          {RECIPE_DIETS.map((d) => (
            <option key={d} value={d}>
              {t(`prefs.diet.${d}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="recipe-country"
          label={t("recipes.countryLabel")}
          value={filters.country ?? ""}
          onChange={(e) => setFilters((f) => ({ ...f, country: e.target.value || undefined }))}
        >
          <option value="">{t("recipes.all")}</option>
          {RECIPE_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`recipes.country.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="recipe-prep"
          label={t("recipes.maxPrep")}
          value={filters.maxPrepMinutes ?? ""}
          onChange={(e) => setFilters((f) => ({ ...f, maxPrepMinutes: e.target.value ? Number(e.target.value) : undefined }))}
        >
          <option value="">{t("recipes.anyTime")}</option>
          {RECIPE_MAX_PREP_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t("recipes.upTo", { minutes: m })}
            </option>
          ))}
        </SelectField>
      </div>

      {recipes.isPending ? (
        <LoadingState label={t("recipes.loading")} />
      ) : recipes.isError ? (
        <ErrorAlert>{t("recipes.loadFailed")}</ErrorAlert>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("recipes.none")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t("recipes.showing", { shown: format.number(Math.min(limit, shown.length)), total: format.number(shown.length) })}
          </p>
          <ul aria-label={t("recipes.listLabel")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.slice(0, limit).map((r) => {
              const conflicts = conflictsOf(r);
              return (
                <li key={r.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <RecipeImage mealType={r.mealType} className="h-36 w-full" />
                  <div className="flex flex-1 flex-col p-4">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <button type="button" className="text-left hover:underline" onClick={() => setOpen(r)}>
                        {r.name}
                      </button>
                    </h2>
                    <p className="text-sm text-slate-700">
                      {r.region}, {t(`recipes.country.${r.country}`)} · {t(`planner.mealType.${r.mealType}`)}
                    </p>
                    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {t("recipes.prep", { minutes: r.prepMinutes })}
                      </span>
                      <span>{t("recipes.perServing", { kcal: format.number(r.calories) })}</span>
                      <span>{t("recipes.macros", { protein: r.proteins, carbs: r.carbs, fat: r.fats })}</span>
                    </p>
                    {r.diets.length > 0 ? (
                      <ul aria-label={t("recipes.suitableFor")} className="mt-2 flex flex-wrap gap-1">
                        {r.diets.map((d) => (
                          <li key={d} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
                            {t(`prefs.diet.${d}`)}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {r.allergens.length > 0 ? (
                      <p className="mt-2 text-xs text-slate-700">
                        {t("recipes.allergens", {
                          list: r.allergens
                            .filter((a) => ALLERGENS.includes(a))
                            .map((a) => t(`prefs.allergy.${a}`))
                            .join(", "),
                        })}
                      </p>
                    ) : null}
                    {conflicts.length > 0 ? (
                      <p className={cn("mt-2 flex items-start gap-1 rounded-lg bg-red-50 px-2 py-1 text-xs font-medium text-red-900")}>
                        <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                        {conflicts.join(" · ")}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {shown.length > limit ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                {t("recipes.showMore")}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {open ? <RecipeDetailDialog recipe={open} conflicts={conflictsOf(open)} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
