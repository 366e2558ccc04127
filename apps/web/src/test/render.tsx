import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/providers.tsx";
import { routes } from "../app/router.tsx";
import type { Locale } from "../i18n/i18n.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders the whole app (router, providers, toasts) at `path`, as a browser would show it. */
export function renderApp(path: string, { locale = "en" }: { locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} locale={locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
