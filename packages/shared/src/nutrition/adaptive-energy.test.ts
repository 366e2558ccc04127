import { describe, expect, it } from "vitest";
import { estimateEnergy, trendWeights, type DayValue } from "./adaptive-energy.ts";
import { addDays } from "./local-date.ts";

const TODAY = "2026-03-29";
const noisy = (i: number) => 70 + [0.8, -0.7, 0.5, -0.8, 0.2][i % 5]!;
const days = (n: number, value: (i: number) => number, every = 1): DayValue[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(TODAY, -(n - i)), value: value(i) })).filter((_, i) => i % every === 0);

describe("adaptive energy estimate", () => {
  it("waits for 14 days of data", () => {
    const e = estimateEnergy(
      days(10, () => 2000),
      days(10, () => 70),
      2300,
      TODAY,
    );
    expect(e).toMatchObject({ status: "not_enough_data", daysNeeded: 4, formulaKcal: 2300 });
  });

  it("finds maintenance when the weight is stable: intake, pulled a little toward the formula", () => {
    const e = estimateEnergy(
      days(28, () => 2000),
      days(28, (i) => 70 + (i % 2 ? 0.3 : -0.3)),
      2300,
      TODAY,
    );
    expect(e.status).toBe("ready");
    if (e.status !== "ready") return;
    expect(Math.abs(e.dataKcal - 2000)).toBeLessThan(40);
    expect(e.estimateKcal).toBeGreaterThan(e.dataKcal);
    expect(e.estimateKcal).toBeLessThan(2100);
    expect(e.weightChangeKgPerWeek).toBeCloseTo(0, 1);
  });

  it("adds the energy of the weight lost: 0.5 kg a week at 2,000 kcal is about 2,550", () => {
    const e = estimateEnergy(
      days(28, () => 2000),
      days(28, (i) => 80 - (0.5 / 7) * i),
      null,
      TODAY,
    );
    expect(e).toMatchObject({ status: "ready", estimateKcal: 2550, weightChangeKgPerWeek: -0.5 });
  });

  it("treats days without meals as missing, not as zero", () => {
    const all = estimateEnergy(
      days(28, () => 2000),
      days(28, () => 70),
      null,
      TODAY,
    );
    const half = estimateEnergy(
      days(28, () => 2000, 2),
      days(28, () => 70),
      null,
      TODAY,
    );
    expect(half).toMatchObject({ status: "ready", averageIntakeKcal: 2000 });
    expect(all).toMatchObject({ status: "ready", averageIntakeKcal: 2000 });
  });

  it("leans on the formula more with fewer, noisier weigh-ins", () => {
    const thin = estimateEnergy(
      days(15, () => 2000),
      days(15, noisy, 3),
      2600,
      TODAY,
    );
    const rich = estimateEnergy(
      days(28, () => 2000),
      days(28, () => 70),
      2600,
      TODAY,
    );
    if (thin.status !== "ready" || rich.status !== "ready") throw new Error("expected estimates");
    expect(thin.dataWeight).toBeLessThan(rich.dataWeight);
    expect(thin.uncertaintyKcal).toBeGreaterThan(rich.uncertaintyKcal);
  });
});

describe("trend weight", () => {
  it.each<[string, DayValue[], number[]]>([
    ["one weigh-in is its own trend", [{ date: "2026-01-01", value: 70 }], [70]],
    [
      "a jump moves the trend 10 %",
      [
        { date: "2026-01-01", value: 70 },
        { date: "2026-01-02", value: 71 },
      ],
      [70, 70.1],
    ],
    [
      "a gap of 2 days moves it 19 %",
      [
        { date: "2026-01-01", value: 70 },
        { date: "2026-01-03", value: 71 },
      ],
      [70, 70.19],
    ],
  ])("%s", (_name, input, expected) => {
    expect(trendWeights(input).map((d) => d.value)).toEqual(expected);
  });
});
