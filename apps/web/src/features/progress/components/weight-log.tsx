import { fromKg, WeighInInputSchema, WEIGHT_UNITS, type WeighIn, type WeightUnit } from "@app/shared";
import { Pencil, Scale, Trash2 } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useFormat } from "../../../lib/format.ts";
import { local } from "../../../lib/storage.ts";
import { notify } from "../../../lib/toast.ts";
import { useDeleteWeighIn, useLogWeighIn, useUpdateWeighIn } from "../progress.queries.ts";

const WeightChartView = lazy(() => import("./weight-chart-view.tsx").then((m) => ({ default: m.WeightChartView })));
const UNIT_KEY = "nutripilot.weightUnit";

/** The weight unit chosen on this device (kg by default). */
function useWeightUnit(): [WeightUnit, (u: WeightUnit) => void] {
  const [unit, setUnit] = useState<WeightUnit>(() => (local.get(UNIT_KEY) === "lb" ? "lb" : "kg"));
  return [
    unit,
    (u) => {
      local.set(UNIT_KEY, u);
      setUnit(u);
    },
  ];
}

interface WeightLogProps {
  weighIns: WeighIn[] | undefined;
  today: string;
  /** Demo mode: the chart and list only, no form. */
  readOnly?: boolean;
  /** The chart only, with a link to the Progress screen (the dashboard's trends). */
  compact?: boolean;
}

/** The weight log: add, edit and delete weigh-ins, with the scale weights and their trend on a chart. */
export function WeightLog({ weighIns, today, readOnly = false, compact = false }: WeightLogProps) {
  const t = useT();
  const format = useFormat();
  const [unit, setUnit] = useWeightUnit();
  const [editing, setEditing] = useState<WeighIn | null>(null);
  const [date, setDate] = useState(today);
  const [weight, setWeight] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<number | null>(null);
  const logWeighIn = useLogWeighIn();
  const updateWeighIn = useUpdateWeighIn();
  const deleteWeighIn = useDeleteWeighIn();
  const pending = logWeighIn.isPending || updateWeighIn.isPending;
  const show = (kg: number) => `${format.oneDecimal(fromKg(kg, unit))} ${unit}`;

  const startEdit = (w: WeighIn) => {
    setEditing(w);
    setDate(w.date);
    setWeight(String(Math.round(fromKg(w.weightKg, unit) * 10) / 10));
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input = { date, weight: Number(weight.replace(",", ".")), unit };
    const parsed = WeighInInputSchema.safeParse({ ...input, weight: weight.trim() === "" ? Number.NaN : input.weight });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      if (editing) await updateWeighIn.mutateAsync({ id: editing.id, input });
      else await logWeighIn.mutateAsync(input);
      notify.success(t("progress.weight.saved"));
      setEditing(null);
      setWeight("");
      setDate(today);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };

  // The latest two weeks; the chart shows them all.
  const sorted = (weighIns ?? []).toReversed().slice(0, 14);
  return (
    <Card titleId="weight-title">
      <CardHeader
        titleId="weight-title"
        icon={<Scale className="size-4" />}
        title={t("progress.weight.title")}
        description={t("progress.weight.description")}
      />
      {readOnly || compact ? null : (
        <form onSubmit={submit} noValidate className="mb-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
          <TextField
            id="weigh-in-date"
            type="date"
            label={t("progress.weight.date")}
            value={date}
            max={today}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            id="weigh-in-weight"
            inputMode="decimal"
            label={t("progress.weight.weight")}
            value={weight}
            error={error}
            onChange={(e) => setWeight(e.target.value)}
          />
          <SelectField
            id="weigh-in-unit"
            label={t("progress.weight.unit")}
            value={unit}
            onChange={(e) => setUnit(e.target.value as WeightUnit)}
          >
            {WEIGHT_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
          <SubmitButton pending={pending} pendingLabel={t("common.saving")}>
            {editing ? t("common.saveChanges") : t("progress.weight.add")}
          </SubmitButton>
        </form>
      )}
      {weighIns && weighIns.length > 0 ? (
        <>
          <figure className="h-64 w-full" aria-label={t("progress.weight.chartLabel")}>
            <Suspense fallback={null}>
              <WeightChartView
                weighIns={weighIns}
                labels={{
                  scale: t("progress.weight.scale"),
                  trend: t("progress.weight.trend"),
                  formatDay: format.day,
                  formatWeight: (kg) => show(kg),
                }}
              />
            </Suspense>
          </figure>
          {compact ? (
            <ButtonLink to="/progress" variant="link" className="mt-3">
              {t("progress.weight.open")}
            </ButtonLink>
          ) : null}
          <h3 className={compact ? "sr-only" : "mt-4 text-sm font-semibold text-slate-900"}>{t("progress.weight.list")}</h3>
          <ul className={compact ? "sr-only" : "mt-2 divide-y divide-slate-100"} data-testid="weigh-in-list">
            {sorted.map((w) => (
              <li key={w.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{format.day(w.date)}</span>
                  <span className="block text-slate-600">
                    {t("progress.weight.row", { weight: show(w.weightKg), trend: show(w.trendKg) })}
                  </span>
                </span>
                {readOnly || compact ? null : (
                  <span className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("progress.weight.editLabel", { date: format.day(w.date) })}
                      onClick={() => startEdit(w)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <ConfirmDialog
                      open={deleting === w.id}
                      onOpenChange={(open) => setDeleting(open ? w.id : null)}
                      trigger={
                        <Button variant="ghost" size="sm" aria-label={t("progress.weight.deleteLabel", { date: format.day(w.date) })}>
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      }
                      title={t("progress.weight.deleteConfirm", { date: format.day(w.date) })}
                      description={t("progress.weight.row", { weight: show(w.weightKg), trend: show(w.trendKg) })}
                      confirmLabel={t("common.delete")}
                      cancelLabel={t("common.cancel")}
                      pending={deleteWeighIn.isPending}
                      onConfirm={() =>
                        deleteWeighIn.mutate(w.id, {
                          onSuccess: () => {
                            setDeleting(null);
                            notify.success(t("progress.weight.deleted"));
                          },
                        })
                      }
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t("progress.weight.empty")}</p>
      )}
    </Card>
  );
}
