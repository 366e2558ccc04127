import { describe, expect, it } from "vitest";
import { DASHBOARD_TABS, parseTab } from "./dashboard-tabs.ts";

describe("parseTab", () => {
  it.each([
    ["dashboard", "dashboard"],
    ["meals", "meals"],
    ["analyze", "analyze"],
    ["food-analyzer", "analyze"],
    ["goals", "goals"],
    ["profile", "profile"],
    ["Meals", "meals"],
    ["settings", "dashboard"],
    ["", "dashboard"],
    [null, "dashboard"],
  ])("%s gives %s", (value, tab) => {
    expect(parseTab(value, DASHBOARD_TABS)).toBe(tab);
  });

  it("falls back to the first tab a screen offers", () => {
    expect(parseTab("profile", ["dashboard", "meals", "goals"])).toBe("dashboard");
    expect(parseTab("goals", ["dashboard", "meals", "goals"])).toBe("goals");
  });
});
