import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminAuditLog } from "../../features/admin/components/admin-audit-log.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/audit-log: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminAuditLogRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("admin.audit.title")}>
      <AdminAuditLog />
    </AdminFrame>
  );
}
