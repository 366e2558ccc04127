import { formatGrams, PLAN_PDF_SIZES, type GroceryItem, type GroceryList, type PlanPdfSize } from "@app/shared";
import { ClipboardCopy, FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { LoadingState } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { MessageKey } from "../../../i18n/en.ts";
import { useI18n, useT } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useCheckGroceryItem, useGroceryList } from "../planner.queries.ts";

interface GroceryListDialogProps {
  scheduleId: number;
  title: string;
  /** The schedule's span: the range may not leave it. */
  scheduleStart: string;
  scheduleEnd: string;
  /** The week on screen: the range starts as that week (within the schedule). */
  weekStart: string;
  weekEnd: string;
  /** Whether the PDF export may be offered (Premium, 001 §6; the server decides in the end). */
  canExport: boolean;
  onClose: () => void;
}

const clamp = (d: string, lo: string, hi: string) => (d < lo ? lo : d > hi ? hi : d);

/**
 * The grocery list of the schedule over a range (issue 18): each food once with its summed weight and a
 * household measure, grouped by aisle, check-offs kept on the server, shareable as plain text, and the
 * week's plan with its list as a PDF.
 */
export function GroceryListDialog({
  scheduleId,
  title,
  scheduleStart,
  scheduleEnd,
  weekStart,
  weekEnd,
  canExport,
  onClose,
}: GroceryListDialogProps) {
  const t = useT();
  const { locale } = useI18n();
  const [from, setFrom] = useState(() => clamp(weekStart, scheduleStart, scheduleEnd));
  const [to, setTo] = useState(() => clamp(weekEnd, scheduleStart, scheduleEnd));
  const [size, setSize] = useState<PlanPdfSize>(locale.startsWith("en-US") ? "Letter" : "A4");
  const valid = from <= to && from >= scheduleStart && to <= scheduleEnd;
  const list = useGroceryList(scheduleId, from, to, valid);
  const check = useCheckGroceryItem(scheduleId);
  // The mark the user just set, shown at once while the server stores it (and until the list is read again).
  const [marks, setMarks] = useState<Record<number, boolean>>({});
  const lang = locale.startsWith("it") ? "it" : "en";
  const decimal = lang === "it" ? "," : ".";

  const amount = (item: GroceryItem) => {
    const grams = formatGrams(item.grams, decimal);
    if (!item.household) return grams;
    const count = String(item.household.count).replace(".", decimal);
    return t("grocery.amountWith", { grams, count, unit: t(`grocery.unit.${item.household.unit}` as MessageKey) });
  };
  const asText = (l: GroceryList) =>
    [
      `${t("grocery.title")}: ${title}`,
      ...l.aisles.flatMap((a) => [
        "",
        t(`grocery.aisle.${a.aisle}` as MessageKey),
        ...a.items.map((i) => `${(marks[i.foodId] ?? i.checked) ? "[x]" : "[ ]"} ${i.name} — ${amount(i)}`),
      ]),
    ].join("\n");
  const share = async () => {
    if (!list.data) return;
    const text = asText(list.data);
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t("grocery.copied"));
    } catch {
      notify.error(t("grocery.copyFailed"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t("grocery.title")} closeLabel={t("planner.close")} size="lg">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="grocery-from"
          label={t("grocery.from")}
          type="date"
          value={from}
          min={scheduleStart}
          max={scheduleEnd}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
        <TextField
          id="grocery-to"
          label={t("grocery.to")}
          type="date"
          value={to}
          min={scheduleStart}
          max={scheduleEnd}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
      </div>
      {!valid ? (
        <ErrorAlert className="mt-4">{t("grocery.rangeInvalid")}</ErrorAlert>
      ) : list.isPending ? (
        <LoadingState label={t("grocery.loading")} />
      ) : list.isError ? (
        <ErrorAlert className="mt-4">{t("grocery.loadFailed")}</ErrorAlert>
      ) : list.data.aisles.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("grocery.empty")}</p>
      ) : (
        <div className="mt-4 max-h-[55vh] space-y-4 overflow-y-auto pr-1">
          <p className="text-sm text-slate-700">{t("grocery.summedNote")}</p>
          {list.data.aisles.map((aisle) => (
            <section key={aisle.aisle} aria-labelledby={`aisle-${aisle.aisle}`}>
              <h3 id={`aisle-${aisle.aisle}`} className="font-semibold text-slate-900">
                {t(`grocery.aisle.${aisle.aisle}` as MessageKey)}
              </h3>
              <ul className="mt-1 divide-y divide-slate-100">
                {aisle.items.map((item) => {
                  const id = `grocery-${item.foodId}`;
                  return (
                    <li key={item.foodId} className="flex items-start gap-3 py-2">
                      <input
                        id={id}
                        type="checkbox"
                        className="mt-1 size-5 shrink-0 accent-emerald-700"
                        checked={marks[item.foodId] ?? item.checked}
                        onChange={(e) => {
                          const checked = e.target.checked;
                          setMarks((m) => ({ ...m, [item.foodId]: checked }));
                          check.mutate(
                            { foodId: item.foodId, checked },
                            {
                              onError: () => {
                                setMarks(({ [item.foodId]: _dropped, ...rest }) => rest);
                                notify.error(t("grocery.checkFailed"));
                              },
                            },
                          );
                        }}
                      />
                      <label htmlFor={id} className="min-w-0 flex-1">
                        <span className={(marks[item.foodId] ?? item.checked) ? "text-slate-600 line-through" : "text-slate-900"}>
                          {item.name}
                        </span>
                        <span className="ml-2 font-medium text-slate-800">{amount(item)}</span>
                        <span className="block truncate text-xs text-slate-600">{item.recipes.join(", ")}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <Button variant="secondary" onClick={share} aria-disabled={!list.data || undefined}>
          <ClipboardCopy aria-hidden="true" className="size-4" />
          {t("grocery.copy")}
        </Button>
        {canExport ? (
          <div className="flex items-end gap-2">
            <SelectField
              id="grocery-pdf-size"
              label={t("grocery.pageSize")}
              value={size}
              onChange={(e) => setSize(e.target.value as PlanPdfSize)}
            >
              {PLAN_PDF_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <a
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              href={`/api/meal-plans/schedules/${scheduleId}/pdf?week=${from}&size=${size}&lang=${lang}`}
              download
            >
              <FileDown aria-hidden="true" className="size-4" />
              {t("grocery.downloadPdf")}
            </a>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
