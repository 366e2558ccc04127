/**
 * The adaptive energy estimate: the user's real daily expenditure learned from what they logged and what
 * they weighed, beside the formula (Harris-Benedict × activity).
 *
 * Over the last 14-28 days: expenditure = mean logged intake − 7,700 kcal/kg × the trend-weight change per
 * day. The trend-weight change is the slope of a least-squares line through the window's weigh-ins (daily
 * water swings average out; it lags less than a moving average). Days with no meals logged are missing,
 * not zero: the mean is over logged days only. The result is combined with the formula value, each weighed
 * by the inverse of its variance, so thin or noisy data leans on the formula and plenty of data on the
 * user's own numbers. The uncertainty is the combined standard deviation.
 */
import { addDays } from "./local-date.ts";

export const KCAL_PER_KG = 7700;
export const ENERGY_MIN_DAYS = 14;
export const ENERGY_MAX_DAYS = 28;
/** How uncertain the formula is taken to be: about 12 % of its value (one standard deviation). */
export const FORMULA_RELATIVE_SD = 0.12;
/** Per-day uncertainty of logged intake (portions guessed, foods forgotten): 15 %. */
const INTAKE_RELATIVE_SD = 0.15;
const MIN_INTAKE_DAYS = 8;
const MIN_WEIGH_INS = 4;

export interface DayValue {
  date: string;
  value: number;
}

export type EnergyEstimate =
  | {
      status: "ready";
      estimateKcal: number;
      /** One standard deviation of the estimate. */
      uncertaintyKcal: number;
      formulaKcal: number | null;
      /** The estimate from the data alone, before it is combined with the formula. */
      dataKcal: number;
      averageIntakeKcal: number;
      weightChangeKgPerWeek: number;
      /** How much of the estimate comes from the user's data (0-1). */
      dataWeight: number;
      windowStart: string;
      windowEnd: string;
      intakeDays: number;
      weighIns: number;
    }
  | { status: "not_enough_data"; formulaKcal: number | null; intakeDays: number; weighIns: number; daysNeeded: number };

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Slope (per day) of the least-squares line through the points, and its standard error. */
function fitLine(points: { x: number; y: number }[]): { slope: number; se: number } {
  const mx = mean(points.map((p) => p.x));
  const my = mean(points.map((p) => p.y));
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const residual = points.reduce((s, p) => s + (p.y - my - slope * (p.x - mx)) ** 2, 0);
  // At least 0.5 kg of day-to-day noise is assumed, so four lucky weigh-ins do not look exact.
  const sd = Math.max(0.5, Math.sqrt(residual / Math.max(1, points.length - 2)));
  return { slope, se: sxx > 0 ? sd / Math.sqrt(sxx) : Infinity };
}

/**
 * Estimates the expenditure on `today` from the days' logged intake (one entry per logged day), the
 * weigh-ins (one per day, kg) and the formula value (null when the profile is missing).
 */
export function estimateEnergy(
  intake: readonly DayValue[],
  weighIns: readonly DayValue[],
  formulaKcal: number | null,
  today: string,
): EnergyEstimate {
  // The window ends yesterday (today's meals are not all logged yet) and reaches back up to 28 days.
  const end = addDays(today, -1);
  const start = addDays(end, -(ENERGY_MAX_DAYS - 1));
  const inWindow = (d: DayValue) => d.date >= start && d.date <= end;
  const days = intake.filter((d) => inWindow(d) && d.value > 0);
  const weights = weighIns.filter(inWindow);
  const first = [...days, ...weights].map((d) => d.date).sort()[0];
  const span = first ? dayNumber(end) - dayNumber(first) + 1 : 0;
  if (span < ENERGY_MIN_DAYS || days.length < MIN_INTAKE_DAYS || weights.length < MIN_WEIGH_INS) {
    return {
      status: "not_enough_data",
      formulaKcal: formulaKcal === null ? null : Math.round(formulaKcal),
      intakeDays: days.length,
      weighIns: weights.length,
      daysNeeded: Math.max(0, ENERGY_MIN_DAYS - span),
    };
  }
  const averageIntake = mean(days.map((d) => d.value));
  const { slope, se } = fitLine(weights.map((w) => ({ x: dayNumber(w.date), y: w.value })));
  const dataKcal = averageIntake - KCAL_PER_KG * slope;
  const intakeSd = (averageIntake * INTAKE_RELATIVE_SD) / Math.sqrt(days.length);
  const dataSd = Math.sqrt((KCAL_PER_KG * se) ** 2 + intakeSd ** 2);
  let estimate = dataKcal;
  let sd = dataSd;
  let dataWeight = 1;
  if (formulaKcal && formulaKcal > 0) {
    const formulaSd = formulaKcal * FORMULA_RELATIVE_SD;
    const wData = 1 / dataSd ** 2;
    const wFormula = 1 / formulaSd ** 2;
    dataWeight = wData / (wData + wFormula);
    estimate = dataWeight * dataKcal + (1 - dataWeight) * formulaKcal;
    sd = Math.sqrt(1 / (wData + wFormula));
  }
  return {
    status: "ready",
    estimateKcal: Math.round(estimate),
    uncertaintyKcal: Math.round(sd),
    formulaKcal: formulaKcal === null ? null : Math.round(formulaKcal),
    dataKcal: Math.round(dataKcal),
    averageIntakeKcal: Math.round(averageIntake),
    weightChangeKgPerWeek: Math.round(slope * 7 * 100) / 100,
    dataWeight: Math.round(dataWeight * 100) / 100,
    windowStart: first!,
    windowEnd: end,
    intakeDays: days.length,
    weighIns: weights.length,
  };
}

/**
 * The trend weight of each weigh-in: an exponential moving average that smooths daily water swings
 * (10 % of each new day; a gap of several days weighs the new value as that many days would).
 */
export function trendWeights(weighIns: readonly DayValue[], alpha = 0.1): DayValue[] {
  const sorted = [...weighIns].sort((a, b) => (a.date < b.date ? -1 : 1));
  const out: DayValue[] = [];
  let trend: number | null = null;
  let last: string | null = null;
  for (const w of sorted) {
    if (trend === null || last === null) trend = w.value;
    else {
      const gap = Math.max(1, dayNumber(w.date) - dayNumber(last));
      const a = 1 - (1 - alpha) ** gap;
      trend = trend + a * (w.value - trend);
    }
    last = w.date;
    out.push({ date: w.date, value: Math.round(trend * 100) / 100 });
  }
  return out;
}
