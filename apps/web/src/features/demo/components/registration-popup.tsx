import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { POPUP_AUTO_CLOSE_MS } from "../registration-prompt.ts";

interface RegistrationPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The registration-required popup of phones: 'Register Now' and 'Already have an account? Login'.
 * It closes by itself after 5 seconds (docs/product/tracking.md#dashboard, §9).
 */
export function RegistrationPopup({ open, onOpenChange }: RegistrationPopupProps) {
  const t = useT();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => onOpenChange(false), POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, onOpenChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("demo.registrationRequired")}
      description={t("demo.registrationRequiredText")}
      closeLabel={t("common.close")}
    >
      <div className="flex flex-col gap-3">
        <ButtonLink to="/auth?tab=register" size="lg">
          <UserPlus aria-hidden="true" className="size-5" />
          {t("demo.registerNow")}
        </ButtonLink>
        {/* A long label on a narrow phone: this button grows to two lines instead of overflowing. */}
        <Link
          to="/auth?mode=login"
          className="inline-flex min-h-12 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-center text-base font-semibold text-slate-900 shadow-sm hover:bg-slate-50 active:bg-slate-100"
        >
          {t("demo.haveAccount")}
        </Link>
      </div>
      <div aria-hidden="true" className="mt-5 h-1 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full w-0 bg-emerald-600 transition-[width] duration-[5000ms] ease-linear starting:w-full" />
      </div>
    </Dialog>
  );
}
