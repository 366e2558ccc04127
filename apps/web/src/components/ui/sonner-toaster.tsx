import { useEffect } from "react";
import { Toaster } from "sonner";
import { useT } from "../../i18n/i18n.tsx";
import { toasterMounted } from "../../lib/toast.ts";

/** One toast at a time (docs/product/tracking.md#limits); errors use the destructive (red) style. */
export default function SonnerToaster() {
  const t = useT();
  // Runs after the Toaster's own effects, so it is listening before the first toast is sent.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      position="top-center"
      visibleToasts={1}
      closeButton
      containerAriaLabel={t("app.notifications")}
      toastOptions={{
        closeButtonAriaLabel: t("app.closeNotification"),
        classNames: {
          // A toast with two buttons (the analyzer's 'Free Trial Used') wraps them below its text on a phone.
          toast: "!rounded-xl !border !shadow-lg !gap-3 !items-start !font-sans !flex-wrap",
          content: "!min-w-0 !flex-[1_1_12rem]",
          title: "!text-sm !font-semibold",
          description: "!text-sm",
          success: "!border-emerald-200 !bg-white !text-slate-900 [&_[data-icon]]:!text-emerald-700 [&_[data-description]]:!text-slate-700",
          info: "!border-slate-200 !bg-white !text-slate-900 [&_[data-description]]:!text-slate-700",
          error: "!border-red-300 !bg-red-50 !text-red-900 [&_[data-icon]]:!text-red-700 [&_[data-description]]:!text-red-900",
          closeButton: "!border-slate-300 !bg-white !text-slate-700",
        },
      }}
    />
  );
}
