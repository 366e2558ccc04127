import { PLAN_NOTE_MAX, UpdatePlanItemInputSchema, type MealPlanItem } from "@app/shared";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useUpdatePlanItem } from "../planner.queries.ts";

/** 'Customize Meal' (002 §2.3, §5): whole servings from 1 to 10 and a personal note. */
export function CustomizeMealDialog({
  item,
  scheduleId,
  onClose,
  saveLocally,
}: {
  item: MealPlanItem;
  scheduleId: number;
  onClose: () => void;
  /** The visitors' demo: the change is kept in the browser instead. */
  saveLocally?: (input: { servings: number; note: string | null }) => void;
}) {
  const t = useT();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const update = useUpdatePlanItem(scheduleId);
  // A generated quarter serving starts the field at the nearest whole serving the user may choose.
  const [servings, setServings] = useState(String(Math.min(10, Math.max(1, Math.round(item.servings)))));
  const [note, setNote] = useState(item.note ?? "");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const input = { servings: servings.trim() === "" ? Number.NaN : Number(servings), note: note.trim() === "" ? null : note };
    const parsed = UpdatePlanItemInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(messageText(parsed.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    if (saveLocally) {
      saveLocally(input);
      notify.success(t("planner.toast.mealUpdated"), t("planner.toast.mealUpdatedText", { recipe: item.recipe.name }));
      onClose();
      return;
    }
    update.mutate(
      { id: item.id, ...input },
      {
        onSuccess: () => {
          notify.success(t("planner.toast.mealUpdated"), t("planner.toast.mealUpdatedText", { recipe: item.recipe.name }));
          onClose();
        },
        onError: (e) => notify.error(t("planner.toast.updateFailed"), errorText(e) ?? t("planner.toast.updateFailedText")),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("planner.customizeMeal")}
      description={item.recipe.name}
      closeLabel={t("planner.close")}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="plan-item-servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          step={1}
          label={t("planner.servings")}
          hint={t("planner.servingsHint")}
          value={servings}
          onChange={(e) => setServings(e.target.value)}
          error={error}
        />
        <TextareaField
          id="plan-item-note"
          label={t("planner.note")}
          value={note}
          maxLength={PLAN_NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t("planner.cancel")}
          </Button>
          <SubmitButton pending={update.isPending} pendingLabel={t("planner.save")}>
            {t("planner.save")}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
