import { act, render } from "@testing-library/react";
import { useLayoutEffect, type ReactNode } from "react";
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
  /** A path, or a number of history steps (-1: the browser's Back). */
  navigate: (to: string | number) => Promise<void>;
}

/** Renders `children` (routes) in a memory router at `path`, and gives the test its location and navigate. */
export function renderRoutes(
  path: string,
  children: ReactNode,
  { locale = "en", queryClient = createQueryClient() }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  const seen: { location?: Location; historyAction?: NavigationType; navigate?: NavigateFunction } = {};
  // Reports the router's state to the test after every render (an effect, so React's rules hold).
  function Spy() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      Object.assign(seen, { location, historyAction, navigate });
    });
    return null;
  }
  const router: TestRouter = {
    state: {
      get location() {
        if (!seen.location) throw new Error("the router has not rendered");
        return seen.location;
      },
      get historyAction() {
        if (!seen.historyAction) throw new Error("the router has not rendered");
        return seen.historyAction;
      },
    },
    navigate: async (to) => {
      const go = seen.navigate;
      if (!go) throw new Error("the router has not rendered");
      await act(async () => {
        await (typeof to === "number" ? go(to) : go(to));
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
