import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AdminBillingMessages as M,
  csvCell,
  generatePromoCode,
  PromoCodeInputSchema,
  promoCodesCsv,
  promoCsvFileName,
  type PromoCode,
} from "@app/shared";

/** Promo codes of the admin screens (packages/shared/src/admin-billing.ts), with the server's CSPRNG (node:crypto randomInt). */
describe("generated promo codes", () => {
  it("are 3 letters of the type and 6 upper-case letters or digits, unique over 10,000 draws", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const code = generatePromoCode("discount", randomInt);
      expect(code).toMatch(/^DIS[A-Z0-9]{6}$/);
      seen.add(code);
    }
    // 36^6 = 2,176,782,336 suffixes: the chance of any clash in 10,000 draws is about 2%; two clashes ~0.02%.
    expect(seen.size).toBeGreaterThanOrEqual(9_998);
    expect(generatePromoCode("trial", randomInt)).toMatch(/^TRI[A-Z0-9]{6}$/);
    expect(generatePromoCode("premium", randomInt)).toMatch(/^PRE[A-Z0-9]{6}$/);
  });

  it("use every one of the 36 characters", () => {
    const chars = new Set<string>();
    for (let i = 0; i < 2_000; i++) for (const c of generatePromoCode("trial", randomInt).slice(3)) chars.add(c);
    expect(chars.size).toBe(36);
  });
});

describe("promo code creation payload", () => {
  const base = { type: "discount", value: 10, description: "Ten off", maxUses: 100 };
  it.each([
    [{}],
    [{ customCode: "spring_25" }],
    [{ maxUses: 0 }],
    [{ maxUses: null }],
    [{ expiresAt: "" }],
    [{ expiresAt: "2030-01-31" }],
    [{ type: "trial", value: 3650 }],
  ])("accepts %j", (patch) => {
    expect(PromoCodeInputSchema.safeParse({ ...base, ...patch }).success).toBe(true);
  });

  it.each([
    [{ description: "" }, M.descriptionRequired],
    [{ description: undefined }, M.descriptionRequired],
    [{ value: 0 }, M.discountRange],
    [{ value: 100.5 }, M.daysRange],
    [{ type: "premium", value: 3651 }, M.daysRange],
    [{ maxUses: 1_000_001 }, M.maxUsesRange],
    [{ customCode: "x!" }, M.codeFormat],
    [{ expiresAt: "2030-1-31" }, M.expiryInvalid],
  ])("%j → %s", (patch, expected) => {
    const result = PromoCodeInputSchema.safeParse({ ...base, ...patch });
    expect(result.error?.issues.map((i) => i.message)).toContain(expected);
  });

  it("upper-cases a custom code", () => {
    expect(PromoCodeInputSchema.parse({ ...base, customCode: " spring-25 " }).customCode).toBe("SPRING-25");
  });
});

const code = (over: Partial<PromoCode>): PromoCode => ({
  id: 1,
  code: "DISABC123",
  type: "discount",
  value: 10,
  description: "Plain",
  maxUses: 100,
  currentUses: 2,
  isActive: true,
  expiresAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

describe("promo code CSV export", () => {
  it("writes the header and rows exactly, quoting commas, quotes and line breaks and guarding formulas", () => {
    const csv = promoCodesCsv([
      code({}),
      code({
        code: "TRIXYZ789",
        type: "trial",
        value: 7,
        description: 'Say "hi", friend',
        maxUses: null,
        isActive: false,
        expiresAt: "2027-01-31T23:59:59.999Z",
      }),
      code({ code: "PRE000111", type: "premium", value: 30, description: '=HYPERLINK("http://x")', currentUses: 0 }),
      code({ code: "DIS222333", description: "line one\nline two" }),
      code({ code: "DIS444555", description: "+1 -2 @3" }),
      code({ code: "DIS666777", description: "-minus, and comma" }),
      code({ code: "DIS888999", description: "@at" }),
    ]);
    expect(csv).toBe(
      [
        "code,type,value,description,max uses,current uses,active,expiry,created",
        "DISABC123,discount,10,Plain,100,2,yes,,2026-11-20",
        'TRIXYZ789,trial,7,"Say ""hi"", friend",,2,no,2027-01-31,2026-11-20',
        `PRE000111,premium,30,"'=HYPERLINK(""http://x"")",100,0,yes,,2026-11-20`,
        'DIS222333,discount,10,"line one\nline two",100,2,yes,,2026-11-20',
        "DIS444555,discount,10,'+1 -2 @3,100,2,yes,,2026-11-20",
        `DIS666777,discount,10,"'-minus, and comma",100,2,yes,,2026-11-20`,
        "DIS888999,discount,10,'@at,100,2,yes,,2026-11-20",
        "",
      ].join("\r\n"),
    );
    expect(Buffer.from(csv, "utf8").subarray(0, 4).toString("hex")).toBe("636f6465"); // no byte-order mark: 'code'
  });

  it("guards every cell, not only the description, and names the file by the date", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell(-5)).toBe("'-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("a\rb")).toBe('"a\rb"');
    expect(promoCsvFileName(new Date("2026-11-26T23:00:00Z"))).toBe("promo-codes-2026-11-26.csv");
  });
});
