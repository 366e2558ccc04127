import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminCodes } from "../../features/admin/components/admin-codes.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/codes: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminCodesRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("page.adminCodes")} description={t("admin.codesPage.intro")}>
      <AdminCodes />
    </AdminFrame>
  );
}
