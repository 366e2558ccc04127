import { QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { AppToaster } from "../components/ui/toaster.tsx";
import { I18nProvider, useI18n, type Locale } from "../i18n/i18n.tsx";

/**
 * Texts the server writes (suggestions, recommendations, the demo's data) come in the language asked for: a
 * change of language fetches what is on screen again.
 */
function RefetchOnLanguageChange() {
  const { locale } = useI18n();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);
  return null;
}

/** Everything every page needs: the query cache, the language and the toasts. */
export function Providers({ queryClient, locale, children }: { queryClient: QueryClient; locale?: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={locale}>
        <RefetchOnLanguageChange />
        {children}
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
