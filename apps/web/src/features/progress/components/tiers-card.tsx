import type { ProgressSummary } from "@app/shared";
import { Card, CardHeader } from "../../../components/ui/card.tsx";
import { useT } from "../../../i18n/i18n.tsx";

/** The engagement and success tiers (docs/product/progress.md#tiers), each with what it measures. */
export function TiersCard({ summary }: { summary: ProgressSummary }) {
  const t = useT();
  const { engagement, success } = summary;
  return (
    <Card titleId="tiers-title">
      <CardHeader titleId="tiers-title" title={t("progress.tiers.title")} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("progress.tiers.engagement")}</dt>
          <dd className="mt-1">
            <span className="text-lg font-bold text-emerald-800">{t(`progress.tier.${engagement.tier}`)}</span>
            <p className="text-sm text-slate-600">{t("progress.tiers.engagementMeasure", { count: engagement.feedbacks })}</p>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t("progress.tiers.success")}</dt>
          <dd className="mt-1">
            {success ? (
              <span className="text-lg font-bold text-emerald-800">
                {t(`progress.tier.${success.tier}`)}{" "}
                <span className="text-sm font-normal text-slate-700">
                  {t("progress.tiers.successValue", { percent: `${Math.round(success.share * 100)} %`, days: success.days })}
                </span>
              </span>
            ) : (
              <span className="text-sm text-slate-700">{t("progress.tiers.successNone")}</span>
            )}
            <p className="text-sm text-slate-600">{t("progress.tiers.successMeasure")}</p>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
