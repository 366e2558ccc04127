import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, TRIAL_DAYS: 5, NODE_ENV: "development" });
    expect(c.DATA_DIR).toBe(`${process.cwd()}/data`);
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ TRIAL_DAYS: "-1" }, "TRIAL_DAYS"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ ADMIN_ACCESS_CODE: "short" }, "ADMIN_ACCESS_CODE"],
  ])("stops on %j naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
  it("resolves a relative DATA_DIR from where npm was run", () => {
    expect(loadConfig({ DATA_DIR: "./db", INIT_CWD: "/srv/nutripilot" }).DATA_DIR).toBe("/srv/nutripilot/db");
    expect(loadConfig({ DATA_DIR: "/var/lib/np" }).DATA_DIR).toBe("/var/lib/np");
  });
  it("treats empty values as unset", () => expect(loadConfig({ PORT: "" }).PORT).toBe(3000));
});
