import { ArrowLeft } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { LoadingState } from "../../components/ui/spinner.tsx";
import { useCurrentUser } from "../../features/auth/auth.queries.ts";
import { AuthMarketingPanel } from "../../features/auth/components/auth-marketing-panel.tsx";
import { LoginForm } from "../../features/auth/components/login-form.tsx";
import { usePageMeta } from "../../features/public/page-meta.ts";
import { useT } from "../../i18n/i18n.tsx";
import { afterSignInPath } from "../guards/auth-redirect.ts";
import { tabFromParams } from "./auth-params.ts";

// The registration form (react-hook-form, zod and the shared schemas: about 40 KB gzipped) is its own chunk,
// fetched when the Register tab is about to be opened (pointer over it, focus) or is open: the sign-in page most
// visitors land on does not evaluate it at start (docs/decisions/0015-webtbt-long-tasks.md).
const loadRegisterForm = () => import("../../features/auth/components/register-form.tsx");
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const preloadRegisterForm = () => void loadRegisterForm().catch(() => undefined);

const tabTriggerClasses =
  "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow-sm";

export default function AuthRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  usePageMeta({ title: t("page.auth"), description: t("meta.auth.description") });

  const tab = tabFromParams(params);
  const target = afterSignInPath(params.get("redirect") ?? params.get("redirectTo"));

  function selectTab(next: string) {
    if (next === "register") preloadRegisterForm();
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        updated.delete("mode");
        updated.delete("action");
        return updated;
      },
      { replace: true },
    );
  }

  if (user) return <Navigate to={target} replace />;
  if (isPending) return <LoadingState label={t("app.loading")} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link to="/" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-slate-700 hover:text-emerald-900">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("auth.backHome")}
      </Link>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List aria-label={t("auth.tabsLabel")} className="flex gap-1 rounded-xl bg-slate-100 p-1">
              <Tabs.Trigger value="login" className={tabTriggerClasses}>
                {t("auth.tabLogin")}
              </Tabs.Trigger>
              <Tabs.Trigger
                value="register"
                className={tabTriggerClasses}
                onPointerEnter={preloadRegisterForm}
                onPointerDown={preloadRegisterForm}
                onFocus={preloadRegisterForm}
              >
                {t("auth.tabRegister")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="mt-6 rounded-lg">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("login.title")}</h1>
              <p className="mt-1 mb-6 text-slate-700">{t("login.description")}</p>
              <LoginForm onSwitchToRegister={() => selectTab("register")} />
            </Tabs.Content>
            <Tabs.Content value="register" className="mt-6 rounded-lg">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("register.title")}</h1>
              <p className="mt-1 mb-6 text-slate-700">{t("register.description")}</p>
              <Suspense fallback={<LoadingState label={t("app.loading")} />}>
                <RegisterForm onSwitchToLogin={() => selectTab("login")} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <div className="lg:sticky lg:top-24">
          <AuthMarketingPanel />
        </div>
      </div>
    </div>
  );
}
