import { DeleteAccountFormSchema } from "@app/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Download, TriangleAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useSchemaForm } from "../../../components/form/use-schema-form.ts";
import { ErrorAlert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PasswordField } from "../../../components/ui/password-field.tsx";
import { SubmitButton } from "../../../components/ui/submit-button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { notify } from "../../../lib/toast.ts";
import { clearSession, useDeleteAccount } from "../auth.queries.ts";
import { clientFacingMessage } from "../auth-errors.ts";

interface DeleteAccountProps {
  user: { username: string; email: string; isAdmin: boolean };
  /** The data export's buttons, offered in the dialog before anything is deleted. */
  exportActions: ReactNode;
}

const dangerButton = "border-red-300 text-red-800 hover:bg-red-50 active:bg-red-100";

/**
 * The profile's danger zone: deletes the account and all its data after the password is given again
 * (DELETE /api/account), then signs out and goes to the landing page. The dialog says what goes, that it
 * cannot be undone, and offers the export first. The built-in administrator has no such button.
 */
export function DeleteAccount({ user, exportActions }: DeleteAccountProps) {
  const { t, tServer } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once deleted, the browser forgets the session when this page is left: earlier, the page's own guard would
  // see the signed-out user and send them to the sign-in page while the landing page is still loading.
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (!deleted) return;
    return () => clearSession(queryClient);
  }, [deleted, queryClient]);
  const pending = deletion.isPending || deletion.isSuccess;
  const { field, handleSubmit, showServerErrors, reset } = useSchemaForm({
    schema: DeleteAccountFormSchema,
    defaultValues: { password: "" },
    fields: ["password"],
    id: () => "delete-account-password",
    text: tServer,
  });

  function onOpenChange(next: boolean) {
    if (!next && pending) return;
    setOpen(next);
    if (!next) {
      reset();
      setFailure(null);
    }
  }

  const submit = handleSubmit(
    (input) => {
      setFailure(null);
      deletion.mutate(input, {
        onSuccess: () => {
          setDeleted(true);
          navigate("/", { replace: true });
          notify.success(t("deleteAccount.done"), t("deleteAccount.doneText", { email: user.email }), { id: "account-deleted" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "REAUTH_REQUIRED") {
            showServerErrors({ password: error.message });
            return;
          }
          const message = clientFacingMessage(error);
          setFailure(message ? tServer(message) : t("deleteAccount.failed"));
        },
      });
    },
    () => !pending,
  );

  const titleId = "delete-account-title";
  return (
    <Card titleId={titleId} className="border-red-200">
      <CardHeader
        titleId={titleId}
        title={t("deleteAccount.title")}
        icon={<TriangleAlert aria-hidden="true" className="size-5 text-red-700" />}
        description={user.isAdmin ? t("deleteAccount.adminText") : t("deleteAccount.text")}
      />
      {user.isAdmin ? null : (
        <Dialog
          trigger={
            <Button variant="secondary" className={dangerButton}>
              {t("deleteAccount.open")}
            </Button>
          }
          open={open}
          onOpenChange={onOpenChange}
          title={t("deleteAccount.dialogTitle")}
          description={t("deleteAccount.dialogText", { username: user.username })}
          closeLabel={t("common.close")}
        >
          <div className="space-y-5">
            <section aria-labelledby="delete-account-export" className="rounded-xl bg-slate-50 p-4">
              <h3 id="delete-account-export" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                <Download aria-hidden="true" className="size-4 text-emerald-700" />
                {t("deleteAccount.exportTitle")}
              </h3>
              <p className="mt-1 mb-3 text-sm text-slate-700">{t("deleteAccount.exportText")}</p>
              {exportActions}
            </section>
            <form noValidate onSubmit={submit} className="space-y-5">
              <PasswordField
                {...field("password")}
                label={t("deleteAccount.password")}
                hint={t("deleteAccount.passwordHint")}
                showLabel={t("password.show")}
                hideLabel={t("password.hide")}
                autoComplete="current-password"
              />
              {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => onOpenChange(false)}>
                  {t("deleteAccount.cancel")}
                </Button>
                <SubmitButton
                  pending={pending}
                  pendingLabel={t("deleteAccount.deleting")}
                  className="bg-red-700 hover:bg-red-800 active:bg-red-900"
                >
                  {t("deleteAccount.confirm")}
                </SubmitButton>
              </div>
            </form>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
