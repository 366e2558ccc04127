import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppToaster } from "../components/ui/toaster.tsx";
import { I18nProvider, type Locale } from "../i18n/i18n.tsx";

/** Everything every page needs: the query cache, the language and the toasts. */
export function Providers({ queryClient, locale, children }: { queryClient: QueryClient; locale?: Locale; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={locale}>
        {children}
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
