import { SPEC_ROUTES } from "@app/shared";
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

  it("sends unknown paths to the 404 page", () => {
    expect(matchRoutes(routes, "/no/such/page")?.at(-1)?.route.path).toBe("*");
  });
});
