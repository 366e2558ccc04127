import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from "react-router";
import { Providers } from "../app/providers.tsx";
import { AppRoutes } from "../app/router.tsx";
import type { Locale } from "../i18n/i18n.tsx";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../lib/query-client.ts";

/** Where a test's router is, and a way to move it, as a browser's address bar would. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => Promise<void>;
}

/** Renders `children` (routes) in a memory router at `path`, and gives the test its location and navigate. */
export function renderRoutes(
  path: string,
  children: ReactNode,
  { locale = "en", queryClient = createQueryClient() }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  let location: Location | undefined;
  let historyAction: NavigationType | undefined;
  let navigateTo: NavigateFunction | undefined;
  function Spy() {
    location = useLocation();
    historyAction = useNavigationType();
    navigateTo = useNavigate();
    return null;
  }
  const router: TestRouter = {
    state: {
      get location() {
        if (!location) throw new Error("the router has not rendered");
        return location;
      },
      get historyAction() {
        if (!historyAction) throw new Error("the router has not rendered");
        return historyAction;
      },
    },
    navigate: async (to) => {
      if (!navigateTo) throw new Error("the router has not rendered");
      const go = navigateTo;
      await act(async () => {
        await go(to);
      });
    },
  };
  const result = render(
    <Providers queryClient={queryClient} locale={locale}>
      <MemoryRouter initialEntries={[path]}>
        <Spy />
        {children}
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders the whole app (router, providers, toasts) at `path`, as a browser would show it. */
export function renderApp(path: string, { locale = "en" }: { locale?: Locale } = {}) {
  return renderRoutes(path, <AppRoutes />, { locale });
}
