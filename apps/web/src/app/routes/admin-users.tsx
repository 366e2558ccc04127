import { AdminFrame } from "../../features/admin/components/admin-frame.tsx";
import { AdminUsers } from "../../features/admin/components/admin-users.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** /admin/users: an admin screen (issue 20), inside RequireAdmin. */
export default function AdminUsersRoute() {
  const t = useT();
  return (
    <AdminFrame title={t("admin.users.title")}>
      <AdminUsers />
    </AdminFrame>
  );
}
