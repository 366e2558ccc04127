import { useT } from "../../i18n/i18n.tsx";
import { TrackingScreen } from "./tracking/tracking-screen.tsx";

const HOME_SECTIONS = ["dashboard", "meals", "goals"] as const;

/** /home?section=dashboard|meals|goals: the signed-in home, the dashboard's sections (docs/product/tracking.md#dashboard, docs/product/public-pages.md#navigation). */
export default function HomeRoute() {
  const t = useT();
  return (
    <TrackingScreen
      demo={false}
      basePath="/home"
      param="section"
      tabs={HOME_SECTIONS}
      eyebrow={t("page.home")}
      pageTitle={t("page.home")}
    />
  );
}
