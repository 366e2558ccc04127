import { Clock } from "lucide-react";
import { useT } from "../../../i18n/i18n.tsx";

/** Support hours (docs/product/public-pages.md#contact): Mon-Fri 9:00-18:00, Sat 10:00-14:00, Sun closed. */
export function SupportHours() {
  const t = useT();
  const rows = [
    [t("contact.hours.weekdays"), t("contact.hours.weekdaysTime")],
    [t("contact.hours.saturday"), t("contact.hours.saturdayTime")],
    [t("contact.hours.sunday"), t("contact.hours.closed")],
  ] as const;
  return (
    <section aria-labelledby="support-hours-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="support-hours-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock aria-hidden="true" className="size-5 text-emerald-700" />
        {t("contact.hoursTitle")}
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([day, hours]) => (
          <div key={day} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-slate-700">{day}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t("contact.hoursZone")}</p>
    </section>
  );
}
