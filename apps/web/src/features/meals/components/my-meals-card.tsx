import { MY_MEAL_NAME_MAX, UpdateMyMealInputSchema, type MyMeal } from "@app/shared";
import { BookMarked, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { formSchema, parseDecimal } from "../../../components/form/form-schema.ts";
import { issuesByField } from "../../../components/form/server-issues.ts";
import { useSchemaForm, type FieldErrors } from "../../../components/form/use-schema-form.ts";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { iconButtonClass } from "../../../components/ui/row-actions.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/format.ts";
import { isRegistrationRequired, useErrorText, useMessageText } from "../../../lib/message-text.ts";
import { notify } from "../../../lib/toast.ts";
import { useDeleteMyMeal, useMyMeals, useUpdateMyMeal } from "../fast-paths.queries.ts";

/** 'My meals': the user's saved meals, to rename, change the amounts of, remove foods from, or delete. */
export function MyMealsCard({ onRegistrationRequired }: { onRegistrationRequired: () => void }) {
  const { t } = useI18n();
  const format = useFormat();
  const myMeals = useMyMeals(true);
  return (
    <Card className="mt-6">
      <details className="group">
        <summary className="cursor-pointer text-base font-semibold text-slate-900">
          <BookMarked aria-hidden="true" className="mr-1.5 inline size-4 text-emerald-700" />
          {t("meals.myMeals.title")}
        </summary>
        <p className="mt-1 mb-3 text-sm text-slate-600">{t("meals.myMeals.description")}</p>
        {myMeals.data && myMeals.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t("meals.myMeals.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {(myMeals.data ?? []).map((myMeal) => (
              <li key={myMeal.id} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{myMeal.name}</p>
                  <p className="text-xs text-slate-600">
                    {t("meals.myMeals.summary", { count: myMeal.items.length, calories: format.number(myMeal.calories) })}
                  </p>
                </div>
                <MyMealActions myMeal={myMeal} onRegistrationRequired={onRegistrationRequired} />
              </li>
            ))}
          </ul>
        )}
      </details>
    </Card>
  );
}

function MyMealActions({ myMeal, onRegistrationRequired }: { myMeal: MyMeal; onRegistrationRequired: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const remove = useDeleteMyMeal();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex shrink-0">
      <Dialog
        trigger={
          <button type="button" className={iconButtonClass(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("meals.myMeals.editLabel", { name: myMeal.name })}</span>
          </button>
        }
        open={editing}
        onOpenChange={setEditing}
        title={t("meals.myMeals.editTitle")}
        closeLabel={t("common.close")}
      >
        <EditMyMealForm myMeal={myMeal} onSaved={() => setEditing(false)} onRegistrationRequired={onRegistrationRequired} />
      </Dialog>
      <ConfirmDialog
        trigger={
          <button type="button" className={cn(iconButtonClass(true), "hover:bg-red-50 hover:text-red-800")}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("meals.myMeals.deleteLabel", { name: myMeal.name })}</span>
          </button>
        }
        open={confirming}
        onOpenChange={setConfirming}
        title={t("meals.myMeals.deleteTitle")}
        description={t("meals.myMeals.deleteText", { name: myMeal.name })}
        confirmLabel={remove.isPending ? t("common.deleting") : t("common.delete")}
        cancelLabel={t("common.cancel")}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(myMeal.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t("meals.toast.myMealDeleted"), myMeal.name);
            },
            onError: (error) => {
              setConfirming(false);
              if (isRegistrationRequired(error)) return onRegistrationRequired();
              notify.error(t("common.error"), t("meals.toast.myMealFailed", { message: errorText(error) ?? t("msg.unexpected") }));
            },
          })
        }
      />
    </div>
  );
}

const FIELDS = ["name", "items"] as const;

/** Rename, change the grams of each food, remove foods (at least one stays: the schema says so). */
function EditMyMealForm({
  myMeal,
  onSaved,
  onRegistrationRequired,
}: {
  myMeal: MyMeal;
  onSaved: () => void;
  onRegistrationRequired: () => void;
}) {
  const { t, locale } = useI18n();
  const text = useMessageText();
  const errorText = useErrorText();
  const update = useUpdateMyMeal();
  const [serverErrors, setServerErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});
  const decimal = (n: number) => (locale === "it" ? String(n).replace(".", ",") : String(n));
  // The foods kept, with their grams as typed ('' for a food without weight).
  const [items, setItems] = useState(() =>
    myMeal.items.map((i) => ({ item: i, grams: i.amountGrams === null ? "" : decimal(i.amountGrams) })),
  );
  const input = items.map(({ item, grams }) => ({
    id: item.id,
    ...(item.amountGrams === null ? {} : { amountGrams: parseDecimal(grams) }),
  }));
  const { form, field, errorFor, handleSubmit } = useSchemaForm({
    schema: formSchema((v: { name: string }) => ({ name: v.name, items: input }), UpdateMyMealInputSchema),
    defaultValues: { name: myMeal.name },
    fields: FIELDS,
    serverErrors,
    text,
    recheckWhen: input,
  });
  const itemErrors = (form.formState.errors as Record<string, unknown>).items as
    | Array<{ amountGrams?: { message?: string } } | undefined>
    | undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(
        (data) => {
          setServerErrors({});
          update.mutate(
            { id: myMeal.id, input: data },
            {
              onSuccess: (saved) => {
                onSaved();
                notify.success(t("meals.toast.myMealUpdated"), saved.name);
              },
              onError: (error) => {
                if (isRegistrationRequired(error)) return onRegistrationRequired();
                setServerErrors(issuesByField(error, FIELDS));
                notify.error(t("common.error"), t("meals.toast.myMealFailed", { message: errorText(error) ?? t("msg.unexpected") }));
              },
            },
          );
        },
        () => !update.isPending,
      )}
    >
      <TextField {...field("name")} label={t("meals.saveMyMeal.name")} autoComplete="off" maxLength={MY_MEAL_NAME_MAX} />
      <ul className="space-y-2">
        {items.map(({ item, grams }, index) => {
          const message = itemErrors?.[index]?.amountGrams?.message;
          return (
            <li key={item.id} className="flex items-end gap-2">
              {item.amountGrams === null ? (
                <p className="flex-1 text-sm text-slate-700">{t("meals.myMeals.noWeight", { name: item.name })}</p>
              ) : (
                <TextField
                  id={`my-meal-${myMeal.id}-item-${item.id}`}
                  className="flex-1"
                  label={t("meals.myMeals.grams", { name: item.name })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={grams}
                  error={message ? text(message) : undefined}
                  onChange={(e) => setItems(items.map((x) => (x.item.id === item.id ? { ...x, grams: e.target.value } : x)))}
                />
              )}
              <button
                type="button"
                className={cn(iconButtonClass(true), "mb-1 hover:bg-red-50 hover:text-red-800")}
                onClick={() => setItems(items.filter((x) => x.item.id !== item.id))}
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("meals.myMeals.removeItem", { name: item.name })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <FieldError id={`my-meal-${myMeal.id}-items-error`} message={errorFor("items")} />
      <SubmitButton pending={update.isPending} pendingLabel={t("common.saving")}>
        {t("common.saveChanges")}
      </SubmitButton>
    </form>
  );
}
