import type { NutritionGoal } from "@app/shared";

export type GoalSortColumn = "name" | "calories" | "startDate" | "endDate";
export interface GoalSort {
  column: GoalSortColumn;
  direction: "asc" | "desc";
}

export const DEFAULT_GOAL_SORT: GoalSort = { column: "startDate", direction: "desc" };

/** Goals in the table's order. Goals without an end date come last whichever the direction. */
export function sortGoals(goals: readonly NutritionGoal[], sort: GoalSort, locale: string): NutritionGoal[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return goals.toSorted((a, b) => {
    let result: number;
    switch (sort.column) {
      case "name":
        result = collator.compare(a.name, b.name);
        break;
      case "calories":
        result = a.calories - b.calories;
        break;
      case "startDate":
        result = a.startDate.localeCompare(b.startDate);
        break;
      case "endDate":
        if (a.endDate === null || b.endDate === null) {
          if (a.endDate === b.endDate) return b.id - a.id;
          return a.endDate === null ? 1 : -1;
        }
        result = a.endDate.localeCompare(b.endDate);
        break;
    }
    return result * sign || b.id - a.id;
  });
}

/** The next sort after a click on a column heading: the same column flips, a new one starts ascending (dates descending). */
export function nextSort(current: GoalSort, column: GoalSortColumn): GoalSort {
  if (current.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: column === "startDate" || column === "endDate" ? "desc" : "asc" };
}
