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
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "TRUE" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/8,proxy.example.com" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY"],
  ])("stops on %j naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });
  it("resolves a relative DATA_DIR from where npm was run", () => {
    expect(loadConfig({ DATA_DIR: "./db", INIT_CWD: "/srv/nutripilot" }).DATA_DIR).toBe("/srv/nutripilot/db");
    expect(loadConfig({ DATA_DIR: "/var/lib/np" }).DATA_DIR).toBe("/var/lib/np");
  });
  it("refuses TRUST_PROXY=true with a message saying what to use instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: 'true' would believe any X-Forwarded-For .*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });
  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8,127.0.0.1", ["10.0.0.0/8", "127.0.0.1"]],
    [" 192.168.1.10 , fd00::/8, loopback", ["192.168.1.10", "fd00::/8", "loopback"]],
  ])("reads TRUST_PROXY=%j as %j (trust nobody unless told)", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });
  it("treats empty values as unset", () => expect(loadConfig({ PORT: "" }).PORT).toBe(3000));
});
