import type { User } from "@app/shared";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import type { AdminAccessMutation } from "../admin.queries.ts";

const CODE_FIELD_ID = "admin-access-code";

/** The server's answers, by status, in the user's language (the English texts are the server's own). */
const FAILURE_KEYS = { 401: "adminAccess.invalidCode", 403: "adminAccess.disabled", 429: "adminAccess.tooMany" } as const;

interface AdminAccessFormProps {
  access: AdminAccessMutation;
  onCancel: () => void;
  onSuccess: (user: User) => void;
}

/**
 * The administrator code form (docs/product/public-pages.md#landing): a masked field, Cancel, and 'Access System', disabled while the
 * code is empty or the request runs, when it reads 'Loading...'. Only an empty code is checked here; the
 * server decides the rest. Failures toast 'Admin Access Failed' with the server's reason.
 */
export function AdminAccessForm({ access, onCancel, onSuccess }: AdminAccessFormProps) {
  const { t, tServer, locale } = useI18n();
  const [code, setCode] = useState("");
  const empty = code.trim() === "";
  const pending = access.isPending;

  function failureText(error: unknown): string {
    if (!(error instanceof ApiError) || error.status >= 500) return t("toast.networkError");
    const key = FAILURE_KEYS[error.status as keyof typeof FAILURE_KEYS];
    if (key && (locale !== "en" || !error.message)) return t(key);
    return error.message ? tServer(error.message) : t("toast.networkError");
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || pending) return;
    access.mutate(code.trim(), {
      onSuccess: (user) => {
        notify.success(t("adminAccess.successTitle"), t("adminAccess.successText"), { id: "admin-access" });
        onSuccess(user);
      },
      onError: (error) => {
        notify.error(t("adminAccess.failedTitle"), failureText(error), { id: "admin-access" });
        setCode("");
        document.getElementById(CODE_FIELD_ID)?.focus();
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <PasswordField
        id={CODE_FIELD_ID}
        name="code"
        label={t("adminAccess.codeLabel")}
        showLabel={t("adminAccess.showCode")}
        hideLabel={t("adminAccess.hideCode")}
        autoComplete="off"
        value={code}
        readOnly={pending}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("adminAccess.cancel")}
        </Button>
        <Button type="submit" disabled={empty || pending}>
          {pending ? (
            <>
              <Spinner />
              {t("adminAccess.pending")}
            </>
          ) : (
            t("adminAccess.submit")
          )}
        </Button>
      </div>
    </form>
  );
}
