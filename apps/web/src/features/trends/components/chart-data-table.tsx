import { useT } from "../../../i18n/i18n.tsx";
import { useFormat } from "../../../lib/format.ts";
import type { DayTotals } from "../trend-data.ts";

/**
 * The chart's numbers as a table, for screen readers (the drawing itself is hidden from them) and for
 * anyone who wants the exact values. Visually hidden unless `visible`.
 */
export function ChartDataTable({ data, visible = false }: { data: DayTotals[]; visible?: boolean }) {
  const t = useT();
  const format = useFormat();
  const first = data[0]?.date;
  const last = data.at(-1)?.date;
  return (
    // The hiding wrapper is a div: a table ignores the 1px width of `sr-only` and would widen the page.
    <div className={visible ? "mt-4" : "sr-only"}>
      <table className="w-full text-left text-sm" data-testid="chart-data">
        {first && last ? <caption>{t("trends.tableCaption", { from: format.day(first), to: format.day(last) })}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t("trends.col.day")}</th>
            <th scope="col">{t("nutrients.calories")}</th>
            <th scope="col">{t("nutrients.protein")}</th>
            <th scope="col">{t("nutrients.carbs")}</th>
            <th scope="col">{t("nutrients.fat")}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((day) => (
            <tr key={day.date}>
              <th scope="row">{format.dayHeading(day.date)}</th>
              <td>{format.kcal(day.calories)}</td>
              <td>{format.grams(day.proteins)}</td>
              <td>{format.grams(day.carbs)}</td>
              <td>{format.grams(day.fats)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
