import { Page } from "../../components/ui/page.tsx";
import { usePreferences } from "../../features/ai/ai.queries.ts";
import { RecipeBrowser } from "../../features/recipes/components/recipe-browser.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { useCurrentUser } from "../../lib/session.ts";

/** /recipes (002 §2.4): the recipe browser, open to everyone; a signed-in user's allergies and diets mark the recipes that break them. */
export default function RecipesRoute() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const prefs = usePreferences(Boolean(user));
  return (
    <Page title={t("page.recipes")} description={t("recipes.description")}>
      <RecipeBrowser rules={prefs.data ? { allergies: prefs.data.allergies, diets: prefs.data.diets } : undefined} />
    </Page>
  );
}
