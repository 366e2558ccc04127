import type { User } from "@app/shared";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { useAdminAccess } from "../admin.queries.ts";
import { AdminAccessForm } from "./admin-access-form.tsx";

interface AdminAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (user: User) => void;
}

/** The 'Administrator Access' modal (docs/product/public-pages.md#landing). */
export function AdminAccessDialog({ open, onOpenChange, onSignedIn }: AdminAccessDialogProps) {
  const t = useT();
  const access = useAdminAccess();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("adminAccess.title")}
      description={t("adminAccess.description")}
      closeLabel={t("adminAccess.close")}
    >
      {/* Mounted only while open, so the field is empty each time the modal opens. */}
      {open ? <AdminAccessForm access={access} onCancel={() => onOpenChange(false)} onSuccess={onSignedIn} /> : null}
    </Dialog>
  );
}
