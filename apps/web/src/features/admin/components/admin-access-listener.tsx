import { isAdminUser } from "@app/shared";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useKeySequence } from "../use-key-sequence.ts";

// The dialog (and its form and modal machinery) loads only when the word is typed: not on a visitor's first page.
const AdminAccessDialog = lazy(() => import("./admin-access-dialog.tsx").then((m) => ({ default: m.AdminAccessDialog })));

/** The hidden word of the landing page (spec README: Administrator access). Not a secret: the code is. */
export const ADMIN_KEY_SEQUENCE = "adminmode";
/** The landing page's addresses (docs/product/public-pages.md#landing): the only pages where the word is listened for. */
export const ADMIN_SEQUENCE_PATHS: readonly string[] = ["/", "/welcome"];

/**
 * Listens on the landing page for the typed word `adminmode` (outside inputs) and opens the
 * 'Administrator Access' modal; success goes to /admin. Mount it once, in the app layout: it renders
 * nothing until the word is typed, and listens only on the landing page.
 */
export function AdminAccessListener() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);

  useKeySequence(
    ADMIN_KEY_SEQUENCE,
    () => {
      if (user && isAdminUser(user)) {
        notify.info(t("adminAccess.alreadyTitle"), t("adminAccess.alreadyText"), { id: "admin-access" });
        void navigate("/admin");
        return;
      }
      setOpen(true);
    },
    ADMIN_SEQUENCE_PATHS.includes(pathname) && !open,
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AdminAccessDialog
        open={open}
        onOpenChange={setOpen}
        onSignedIn={() => {
          setOpen(false);
          void navigate("/admin");
        }}
      />
    </Suspense>
  );
}
