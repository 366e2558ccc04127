export interface Macros {
  calories: number;
  proteins: number;
  carbs: number;
  fats: number;
}

export const ZERO_MACROS: Macros = { calories: 0, proteins: 0, carbs: 0, fats: 0 };

export function sumMacros(items: readonly Macros[]): Macros {
  return items.reduce(
    (a, m) => ({ calories: a.calories + m.calories, proteins: a.proteins + m.proteins, carbs: a.carbs + m.carbs, fats: a.fats + m.fats }),
    ZERO_MACROS,
  );
}

/** Progress toward a daily target: the rounded percent, and the bar width capped at 100 %. */
export function goalProgress(value: number, target: number): { percent: number; bar: number } {
  if (target <= 0) return { percent: 0, bar: 0 };
  const percent = Math.round((value / target) * 100);
  return { percent, bar: Math.min(100, Math.max(0, percent)) };
}

/** Per-day totals for every day in `days`; a day without meals counts as zero. */
export function totalsByDay<T extends Macros & { date: string }>(
  meals: readonly T[],
  days: readonly string[],
): (Macros & { date: string })[] {
  const byDay = new Map<string, Macros>();
  for (const m of meals) byDay.set(m.date, sumMacros([byDay.get(m.date) ?? ZERO_MACROS, m]));
  return days.map((date) => ({ date, ...(byDay.get(date) ?? ZERO_MACROS) }));
}
