import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminOutbox } from "../../features/admin/components/admin-outbox.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/outbox: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminOutboxRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("admin.outbox.title")} description={t("admin.outbox.intro")}>
      <AdminOutbox />
    </AdminFrame>
  );
}
