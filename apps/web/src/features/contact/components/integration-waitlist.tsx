import { Activity } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { inputClasses } from "../../../components/ui/text-field.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { cn } from "../../../lib/cn.ts";
import { notify } from "../../../lib/toast.ts";
import { contactMessageKey } from "../contact-messages.ts";
import { useJoinIntegrationWaitlist } from "../waitlist.queries.ts";

const INTEGRATION = "apple_health_google_fit" as const;

// The check (the shared schema, with zod) loads when the visitor first focuses the field, and a submit waits for it:
// the landing page does not evaluate zod while it starts (docs/decisions/0015-webtbt-long-tasks.md).
const leadSchema = () => import("@app/shared/contact").then((m) => m.IntegrationLeadInputSchema);
const preloadChecks = () => void leadSchema().catch(() => undefined);

/**
 * The Apple Health & Google Fit waitlist (docs/product/public-pages.md#waitlist): an e-mail field and 'Notify Me'.
 * Submitting does nothing unless the field contains '@'; then the address goes to the server, and a toast
 * says 'Success! 🎉' or 'Oops!' with the reason.
 */
export function IntegrationWaitlist({ className }: { className?: string }) {
  const { t, tServer } = useI18n();
  const join = useJoinIntegrationWaitlist();
  const [email, setEmail] = useState("");
  const titleId = useId();
  const inputId = useId();
  const noteId = useId();
  // A submit waiting for the schema: a second one meanwhile is ignored, as one during the request.
  const checking = useRef(false);

  const text = (message: string) => {
    const key = contactMessageKey(message);
    return key ? t(key) : tServer(message);
  };
  const fail = (message?: string) => notify.error(t("waitlist.errorTitle"), message ? text(message) : t("waitlist.errorText"));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending || checking.current || !email.includes("@")) return;
    checking.current = true;
    let schema: Awaited<ReturnType<typeof leadSchema>>;
    try {
      schema = await leadSchema();
    } catch {
      fail();
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schema.safeParse({ email, integrationType: INTEGRATION });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message);
      return;
    }
    join.mutate(parsed.data, {
      onSuccess: () => {
        setEmail("");
        notify.success(t("waitlist.successTitle"), t("waitlist.successText"));
      },
      onError: (error) => fail(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined),
    });
  }

  return (
    <section aria-labelledby={titleId} className={cn("rounded-3xl border border-sky-200 bg-sky-50 p-6 sm:p-8", className)}>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4 lg:max-w-xl">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-sky-800 shadow-sm">
            <Activity aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t("waitlist.title")}
            </h2>
            <p className="mt-1 text-slate-700">{t("waitlist.text")}</p>
          </div>
        </div>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="w-full lg:max-w-md">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t("waitlist.email")}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              placeholder={t("waitlist.placeholder")}
              aria-describedby={noteId}
              value={email}
              onFocus={preloadChecks}
              onChange={(e) => setEmail(e.target.value)}
              className={cn(inputClasses, "min-w-0 border-slate-300 sm:flex-1")}
            />
            <Button type="submit" className="shrink-0" aria-disabled={join.isPending || undefined}>
              {join.isPending ? (
                <>
                  <Spinner />
                  {t("waitlist.sending")}
                </>
              ) : (
                t("waitlist.submit")
              )}
            </Button>
          </div>
          <p id={noteId} className="mt-2 text-sm text-slate-600">
            {t("waitlist.privacy")}
          </p>
        </form>
      </div>
    </section>
  );
}
