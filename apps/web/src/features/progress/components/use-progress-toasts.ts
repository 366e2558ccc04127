import type { ProgressSummary } from "@app/shared";
import { useEffect } from "react";
import { useT } from "../../../i18n/i18n.tsx";
import { local } from "../../../lib/storage.ts";
import { notify } from "../../../lib/toast.ts";

const SEEN_KEY = "nutripilot.progressSeen";

/**
 * A toast for each badge and level earned since this browser last showed the user's progress. The first
 * visit only records what is there (no burst of toasts for old badges).
 */
export function useProgressToasts(summary: ProgressSummary | undefined, userKey: string | null) {
  const t = useT();
  useEffect(() => {
    if (!summary || !userKey) return;
    const key = `${SEEN_KEY}.${userKey}`;
    const raw = local.get(key);
    const seen = raw ? (JSON.parse(raw) as { level: number; badges: string[] }) : null;
    const now = { level: summary.level, badges: summary.badges.map((b) => b.id) };
    local.set(key, JSON.stringify(now));
    if (!seen) return;
    for (const award of summary.badges)
      if (!seen.badges.includes(award.id))
        notify.success(t("progress.toast.badge", { name: t(`progress.badge.${award.id}.name`) }), t("progress.toast.keepGoing"), {
          id: `badge-${award.id}`,
        });
    if (summary.level > seen.level)
      notify.success(t("progress.toast.level", { level: summary.level }), t("progress.toast.keepGoing"), { id: "level" });
  }, [summary, userKey, t]);
}
