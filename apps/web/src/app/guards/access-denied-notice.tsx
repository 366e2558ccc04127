import { ShieldAlert, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { wasDenied } from "./access-denied.ts";

/** The Access Denied alert on / after an admin page refused a signed-in user (docs/product/access-and-plans.md#administrator). */
export function AccessDeniedNotice() {
  const t = useT();
  const location = useLocation();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!wasDenied(location.state) || dismissedKey === location.key) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
      <div role="alert" className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t("access.deniedTitle")}</h2>
          <p className="mt-1 text-sm">{t("access.deniedDescription")}</p>
        </div>
        <button
          type="button"
          onClick={() => setDismissedKey(location.key)}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-red-900 hover:bg-red-100"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("common.close")}</span>
        </button>
      </div>
    </div>
  );
}
