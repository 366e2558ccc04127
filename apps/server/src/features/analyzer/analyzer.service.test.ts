import { describe, expect, it } from "vitest";
import { amountLabel } from "./analyzer.service.ts";

describe("the amount eaten in the reader's words (0024-chatfix)", () => {
  it("names a table portion in Italian, and one the tables name only in English as a portion, never in English", () => {
    expect(amountLabel(2, "1 large", "it")).toBe("2 × 1 grande");
    expect(amountLabel(1, "1 slice", "it")).toBe("1 fetta");
    expect(amountLabel(1, "1 chicken thigh with sauce", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 cup spaghetti not packed", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 nonfat latte", "it")).toBe("1 porzione");
    expect(amountLabel(1, "1 chicken thigh with sauce", "en")).toBe("1 chicken thigh with sauce");
  });
});
