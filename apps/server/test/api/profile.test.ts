import { NUMBER_REQUIRED, ProfileMessages } from "@app/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles } from "../../src/features/profile/profile.table.ts";
import { Browser, backends, buildTestApp, registerUser, type TestApp } from "../build-test-app.ts";

const profile = { name: "Maria", age: 34, gender: "female", weight: 62.5, height: 168, activityLevel: "light" };

describe.each(backends)("user profile (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("answers 404 before the profile exists, then creates and updates it", async () => {
    const { browser, user } = await registerUser(t.app);
    expect((await browser.get("/api/user-profile")).statusCode).toBe(404);
    const created = await browser.post("/api/user-profile", { ...profile, userId: user.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...profile, userId: user.id });
    const updated = await browser.request({
      method: "PATCH",
      url: `/api/user-profile/${user.id}`,
      payload: { weight: 61, activityLevel: "active" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...profile, weight: 61, activityLevel: "active" });
    expect((await browser.get("/api/user-profile")).json().weight).toBe(61);
  });

  it("maps the older Italian values on input and for stored rows", async () => {
    const { browser, user } = await registerUser(t.app);
    const res = await browser.post("/api/user-profile", { ...profile, gender: "Maschio", activityLevel: "molto attiva" });
    expect(res.json()).toMatchObject({ gender: "male", activityLevel: "very_active" });
    await t.database.db.update(userProfiles).set({ gender: "femmina", activityLevel: "moderata" }).where(eq(userProfiles.userId, user.id));
    expect((await browser.get("/api/user-profile")).json()).toMatchObject({ gender: "female", activityLevel: "moderate" });
  });

  it.each([
    [{ name: "M" }, "name", ProfileMessages.nameMin],
    [{ age: 0 }, "age", ProfileMessages.ageMin],
    [{ age: 121 }, "age", ProfileMessages.ageMax],
    [{ gender: "robot" }, "gender", ProfileMessages.genderRequired],
    [{ weight: 19 }, "weight", ProfileMessages.weightMin],
    [{ weight: 301 }, "weight", ProfileMessages.weightMax],
    [{ height: 49 }, "height", ProfileMessages.heightMin],
    [{ height: 251 }, "height", ProfileMessages.heightMax],
    [{ activityLevel: "couch" }, "activityLevel", ProfileMessages.activityRequired],
    [{ age: 25.5 }, "age", ProfileMessages.ageWhole],
    [{ age: "thirty" }, "age", NUMBER_REQUIRED],
  ])("rejects %j with the spec's message", async (patch, path, message) => {
    const { browser } = await registerUser(t.app);
    const res = await browser.post("/api/user-profile", { ...profile, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await browser.get("/api/user-profile")).statusCode).toBe(404);
  });

  it("refuses guests", async () => {
    const guest = new Browser(t.app);
    expect((await guest.get("/api/user-profile")).json()).toMatchObject({ message: "Authentication required" });
    expect((await guest.post("/api/user-profile", profile)).json()).toMatchObject({ message: "Registration Required" });
  });
});
