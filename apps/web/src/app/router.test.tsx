import { APP_ROUTES, SPEC_ROUTES } from "@app/shared";
import type { RouteObject } from "react-router";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router.tsx";

describe("route table", () => {
  it("has a page for every route of the spec", () => {
    const missing = SPEC_ROUTES.filter((path) => {
      const matches = matchRoutes(routes, path);
      return !matches || matches.at(-1)?.route.path === "*";
    });
    expect(missing).toEqual([]);
  });

  it("lists every page of the router in APP_ROUTES, so the server answers its deep links with 200", () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
    // Pages with a parameter (/pay/:checkoutId) are matched by the server on their own; "*" is the 404 page.
    const pages = paths(routes).filter((path) => path !== "*" && !path.includes(":"));
    expect(pages.filter((path) => !APP_ROUTES.includes(path))).toEqual([]);
    const unrouted = APP_ROUTES.filter((path) => {
      const matches = matchRoutes(routes, path);
      return !matches || matches.at(-1)?.route.path === "*";
    });
    expect(unrouted).toEqual([]);
  });

  it("sends unknown paths to the 404 page", () => {
    expect(matchRoutes(routes, "/no/such/page")?.at(-1)?.route.path).toBe("*");
  });
});
