import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** Previous / next through a paginated admin list. */
export function AdminPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin.previous")}
      </Button>
      <span className="text-sm text-slate-700">{t("admin.pageOf", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.next")}
      </Button>
    </div>
  );
}
