import { GoalMessages, MealMessages, PRESET_FOODS, presetLabel, ProfileMessages } from "@app/shared";
import { describe, expect, it } from "vitest";
import { PRESET_LABEL_KEYS } from "../features/meals/meal-days.ts";
import { trackingEn, trackingMessageKey } from "./en/tracking.ts";
import { translate } from "./i18n.tsx";
import { trackingIt } from "./it/tracking.ts";

describe("tracking texts", () => {
  it("Italian has exactly the English keys", () => {
    expect(Object.keys(trackingIt).sort()).toEqual(Object.keys(trackingEn).sort());
  });

  it("every validation message of meals, goals and profile has an Italian translation", () => {
    const messages = [...Object.values(MealMessages), ...Object.values(GoalMessages), ...Object.values(ProfileMessages)];
    const missing = messages.filter((message) => trackingMessageKey(message) === undefined);
    expect(missing).toEqual([]);
    for (const message of messages) {
      const key = trackingMessageKey(message)!;
      expect(translate("en", key)).toBe(message);
      expect(translate("it", key)).not.toBe(message);
    }
  });

  it("labels the 20 presets exactly as the spec's table in English", () => {
    expect(PRESET_FOODS.map((p) => translate("en", PRESET_LABEL_KEYS[p.name]))).toEqual(PRESET_FOODS.map(presetLabel));
  });
});
