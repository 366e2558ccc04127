import { CreateMyMealInputSchema, MY_MEAL_NAME_MAX, type MealEntry } from "@app/shared";
import { BookmarkPlus } from "lucide-react";
import { useState } from "react";
import { formSchema } from "../../../components/form/form-schema.ts";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { iconButtonClass } from "../../../components/ui/row-actions.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { isRegistrationRequired, useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useSaveMyMeal } from "../fast-paths.queries.ts";

const FIELDS = ["name"] as const;

/** 'Save as my meal': a meal of the list saved under a name (its foods and amounts), to log again in one tap. */
export function SaveMyMealButton({
  meal,
  guest,
  onRegistrationRequired,
}: {
  meal: MealEntry;
  guest: boolean;
  onRegistrationRequired: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const trigger = (
    <button
      type="button"
      className={iconButtonClass(true)}
      aria-label={t("meals.saveMyMeal.label", { food: meal.food })}
      onClick={guest ? onRegistrationRequired : undefined}
    >
      <BookmarkPlus aria-hidden="true" className="size-4" />
    </button>
  );
  if (guest) return trigger;
  return (
    <Dialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      title={t("meals.saveMyMeal.title")}
      description={t("meals.saveMyMeal.description")}
      closeLabel={t("common.close")}
    >
      <SaveMyMealForm meal={meal} onSaved={() => setOpen(false)} onRegistrationRequired={onRegistrationRequired} />
    </Dialog>
  );
}

function SaveMyMealForm({
  meal,
  onSaved,
  onRegistrationRequired,
}: {
  meal: MealEntry;
  onSaved: () => void;
  onRegistrationRequired: () => void;
}) {
  const t = useT();
  const text = useMessageText();
  const errorText = useErrorText();
  const save = useSaveMyMeal();
  const [serverErrors, setServerErrors] = useState<FieldErrors<"name">>({});
  const { field, handleSubmit } = useSchemaForm({
    schema: formSchema((v: { name: string }) => ({ name: v.name, mealId: meal.id }), CreateMyMealInputSchema),
    // The meal's name, cut to the longest allowed.
    defaultValues: { name: meal.food.slice(0, MY_MEAL_NAME_MAX) },
    fields: FIELDS,
    serverErrors,
    text,
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(
        (input) => {
          setServerErrors({});
          save.mutate(input, {
            onSuccess: (saved) => {
              onSaved();
              notify.success(t("meals.toast.myMealSaved"), t("meals.toast.myMealSavedText", { name: saved.name }));
            },
            onError: (error) => {
              if (isRegistrationRequired(error)) return onRegistrationRequired();
              setServerErrors(issuesByField(error, FIELDS));
              notify.error(t("common.error"), t("meals.toast.myMealSaveFailed", { message: errorText(error) ?? t("msg.unexpected") }));
            },
          });
        },
        () => !save.isPending,
      )}
    >
      <TextField {...field("name")} label={t("meals.saveMyMeal.name")} autoComplete="off" maxLength={MY_MEAL_NAME_MAX} />
      <SubmitButton pending={save.isPending} pendingLabel={t("common.saving")}>
        {t("meals.saveMyMeal.submit")}
      </SubmitButton>
    </form>
  );
}
