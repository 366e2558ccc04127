import { Download, FileJson, FileSpreadsheet } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { notify } from "../../../lib/toast.ts";
import { useExportData, type ExportFormat } from "../profile.queries.ts";

/**
 * Export buttons: all data as JSON, meals as CSV; 'Export failed' / 'Failed to export data' on error (docs/product/tracking.md#messages).
 * `buttonsOnly` leaves out the heading and text (the account-deletion dialog offers the export in its own words).
 */
export function ExportData({ buttonsOnly = false }: { buttonsOnly?: boolean }) {
  const t = useT();
  const exportData = useExportData();
  const pendingFormat = exportData.isPending ? exportData.variables : undefined;

  function run(format: ExportFormat) {
    if (exportData.isPending) return;
    exportData.mutate(format, {
      onSuccess: (file) => notify.success(t("export.done"), t("export.doneText", { file })),
      onError: () => notify.error(t("export.failed"), t("export.failedText")),
    });
  }

  const icon = (format: ExportFormat, Icon: typeof FileJson) =>
    pendingFormat === format ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />;

  const buttons = (
    <div className={buttonsOnly ? "flex flex-col gap-2 sm:flex-row" : "mt-3 flex flex-col gap-2 sm:flex-row"}>
      <Button variant="secondary" onClick={() => run("json")} aria-disabled={exportData.isPending || undefined}>
        {icon("json", FileJson)}
        {t("export.json")}
      </Button>
      <Button variant="secondary" onClick={() => run("csv")} aria-disabled={exportData.isPending || undefined}>
        {icon("csv", FileSpreadsheet)}
        {t("export.csv")}
      </Button>
    </div>
  );
  if (buttonsOnly) return buttons;

  return (
    <section aria-labelledby="export-title">
      <h3 id="export-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Download aria-hidden="true" className="size-4 text-emerald-700" />
        {t("export.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t("export.description")}</p>
      {buttons}
    </section>
  );
}
