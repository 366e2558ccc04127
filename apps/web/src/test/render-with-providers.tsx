import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { Providers } from "../app/providers.tsx";
import type { Locale } from "../i18n/i18n.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders one component with the app's providers (query cache, language, toasts) and a router, without the app's routes. */
export function renderWithProviders(ui: ReactElement, { locale = "en", path = "/" }: { locale?: Locale; path?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient} locale={locale}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}
