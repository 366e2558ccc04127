import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useI18n } from "../../i18n/i18n.tsx";

/** English problem texts by field, as the shared schemas and the server's 400 replies give them. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export interface SchemaFormOptions<V extends FieldValues, O, F extends string> {
  /** The form's schema, usually `formSchema(toInput, SharedInputSchema)` (form-schema.ts). */
  schema: z.ZodType<O, V>;
  defaultValues: V;
  /** Every field the schema reports on, in the order the form shows them: the first invalid one gets the focus. */
  fields: readonly F[];
  /** The element id of a field's input (the label, the error and the focus use it); `${useId()}-${field}` by default. */
  id?: (field: string) => string;
  /** A field with no input of its own, and the field whose input gets the focus for its problem. */
  focusAs?: Partial<Record<F, F>>;
  /** Problems the server reported for the last submit, when the parent owns the request. */
  serverErrors?: FieldErrors<F> | undefined;
  /** Shows an English problem text in the user's language; the known server messages by default. */
  text?: (message: string) => string;
  /**
   * What the schema reads from outside the form's values (a schema built during render over the component's
   * state, like the meal's chosen food): when it changes, a form already submitted is checked again.
   */
  recheckWhen?: unknown;
}

/**
 * One form over a shared zod schema (react-hook-form with the zod resolver; see README.md beside this file):
 * - nothing is checked before the first submit; after it every change checks the whole form again;
 * - each field shows the first problem the schema reports for it, or else the server's, until the user
 *   changes that field;
 * - a submit with problems puts the focus on the first field (in `fields` order) that has one.
 */
export function useSchemaForm<V extends FieldValues, O, F extends string = Extract<keyof V, string>>({
  schema,
  defaultValues,
  fields,
  id,
  focusAs,
  serverErrors,
  text,
  recheckWhen,
}: SchemaFormOptions<V, O, F>) {
  const { tServer } = useI18n();
  const baseId = useId();
  const form: UseFormReturn<V, unknown, O> = useForm<V, unknown, O>({
    resolver: zodResolver(schema, undefined, { mode: "sync" }),
    defaultValues: defaultValues as DefaultValues<V>,
    // The hook checks the whole form after each change once submitted (a field's problem can depend on another's value).
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const submitted = useRef(false);
  const [ownServerErrors, setOwnServerErrors] = useState<FieldErrors<F>>({});
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const server = serverErrors ?? ownServerErrors;
  const idOf = (field: string): string => id?.(field) ?? `${baseId}-${field}`;

  const dismiss = (...names: string[]) => setDismissed((current) => withNames(current, names));

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) setDismissed((current) => withNames(current, [name]));
          if (submitted.current) void form.trigger();
        },
      }),
    [form],
  );

  const outside = JSON.stringify(recheckWhen ?? null);
  const checkedOutside = useRef(outside);
  useEffect(() => {
    if (checkedOutside.current === outside) return;
    checkedOutside.current = outside;
    if (submitted.current) void form.trigger();
  }, [form, outside]);

  const clientErrors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const errorFor = (field: F): string | undefined => {
    const message = clientErrors[field]?.message ?? (dismissed.has(field) ? undefined : server[field]);
    return message ? (text ?? tServer)(message) : undefined;
  };

  function focusFirst(errors: Record<string, unknown>) {
    const first = fields.find((field) => errors[field]);
    if (first === undefined) return;
    const target = focusAs?.[first] ?? first;
    const element = document.getElementById(idOf(target));
    if (element) element.focus();
    else form.setFocus(target as unknown as Path<V>);
  }

  return {
    form,
    errorFor,
    id: idOf,
    /** What a text, select or password field of components/ui needs: id, name, ref, handlers and the error text. */
    field: (name: F & Path<V>) => ({ id: idOf(name), ...form.register(name), error: errorFor(name) }),
    /** Forget the server's problems of fields the form changed by itself (a field with no input of its own). */
    dismiss,
    /**
     * The form's submit handler: `onValid` gets the schema's output. `canSubmit` runs first and may refuse
     * (a request under way, a visitor who must register first).
     */
    handleSubmit: (onValid: (data: O) => void, canSubmit?: () => boolean) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (canSubmit && !canSubmit()) return;
      submitted.current = true;
      setOwnServerErrors({});
      setDismissed(new Set());
      void form.handleSubmit(
        (data) => onValid(data),
        (errors) => focusFirst(errors),
      )(event);
    },
    /** Shows the field problems of a failed request the form sent itself, and focuses the first. */
    showServerErrors: (errors: FieldErrors<F>) => {
      setOwnServerErrors(errors);
      focusFirst(errors);
    },
    /** Back to the start (or to `values`): no problems shown until the next submit. */
    reset: (values: V = defaultValues) => {
      submitted.current = false;
      form.reset(values);
      setOwnServerErrors({});
      setDismissed(new Set());
    },
  };
}

const withNames = (set: ReadonlySet<string>, names: readonly string[]): ReadonlySet<string> =>
  names.every((name) => set.has(name)) ? set : new Set([...set, ...names]);
