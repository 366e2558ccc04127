import { ArrowLeft, CircleCheck, Compass, Download, Globe, Smartphone, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { installPrompt } from "../pwa.ts";
import { useInstallPrompt } from "../use-install-prompt.ts";
import { QrCode } from "./qr-code.tsx";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-800">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

/**
 * The install page (docs/product/public-pages.md#install-guide-and-demo): a QR code of this site's address, the browser's own install button
 * when it offers one, the Chrome/Edge steps, the Firefox and Safari notes, and a link back to /.
 */
export function InstallPage() {
  const t = useT();
  const { prompt, installed } = useInstallPrompt();
  const siteUrl = `${window.location.origin}/`;

  async function install() {
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
    // A prompt can be used once; the browser offers a new one later if the user said no.
    installPrompt.clear();
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link to="/" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-slate-700 hover:text-emerald-900">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("public.backHome")}
      </Link>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("install.title")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("install.intro")}</p>
      </header>

      {installed ? (
        <div className="mt-8 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <h2 className="font-semibold text-slate-900">{t("install.installedTitle")}</h2>
            <p className="mt-1 text-slate-700">{t("install.installedText")}</p>
          </div>
        </div>
      ) : prompt ? (
        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-slate-900">{t("install.promptReady")}</p>
          <Button onClick={() => void install()} className="shrink-0">
            <Download aria-hidden="true" className="size-4" />
            {t("install.installButton")}
          </Button>
        </div>
      ) : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Card icon={<Globe className="size-5" />} title={t("install.chromeTitle")}>
            <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-emerald-800">
              <li>{t("install.chromeStep1")}</li>
              <li>{t("install.chromeStep2")}</li>
              <li>{t("install.chromeStep3")}</li>
              <li>{t("install.chromeStep4")}</li>
            </ol>
            <p className="mt-3 text-sm text-slate-600">{t("install.chromeAndroid")}</p>
          </Card>
          <Card icon={<Compass className="size-5" />} title={t("install.firefoxTitle")}>
            <p>{t("install.firefoxText")}</p>
          </Card>
          <Card icon={<Smartphone className="size-5" />} title={t("install.safariTitle")}>
            <p>{t("install.safariText")}</p>
          </Card>
          <Card icon={<WifiOff className="size-5" />} title={t("install.offlineTitle")}>
            <p>{t("install.offlineText")}</p>
          </Card>
        </div>
        <aside aria-labelledby="install-qr-title" className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
          <h2 id="install-qr-title" className="text-lg font-semibold text-slate-900">
            {t("install.qrTitle")}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t("install.qrText")}</p>
          <div className="mx-auto mt-5 w-56 rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
            <QrCode value={siteUrl} label={t("install.qrLabel", { url: siteUrl })} className="block h-auto w-full" />
          </div>
          <p className="mt-3 font-mono text-sm break-all text-slate-800">{siteUrl}</p>
        </aside>
      </div>
    </div>
  );
}
