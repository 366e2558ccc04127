import { LABEL_FIELDS, type LabelValues } from "@app/shared";

/**
 * Reads a nutrition label from OCR text lines: energy (kJ/kcal), fat, saturates, carbohydrate, sugars,
 * fibre, protein, salt (or sodium, converted to salt × 2.5), per 100 g and per serving, in English,
 * Italian, French and German wording. Pure functions, no I/O.
 */

export type LabelLanguage = "en" | "it" | "fr" | "de";
export type LabelField = (typeof LABEL_FIELDS)[number];

export interface OcrLine {
  text: string;
  /** Four corners [x, y], clockwise from top-left, as the OCR reports them. */
  box?: number[][];
}

export interface ParsedLabel {
  per100g: LabelValues | null;
  perServing: LabelValues | null;
  servingGrams: number | null;
  language: LabelLanguage | null;
  /** How many nutrient fields were read (over both columns). */
  fieldsFound: number;
}

type Nutrient = "energy" | "fatG" | "satFatG" | "carbsG" | "sugarsG" | "fiberG" | "proteinG" | "saltG" | "sodium";

/** Keywords per nutrient, accent-free and lower case. Order matters: the more specific ones first. */
const KEYWORDS: { nutrient: Nutrient; words: { w: string; lang: LabelLanguage | null }[] }[] = [
  {
    nutrient: "satFatG",
    words: [
      { w: "saturates", lang: "en" },
      { w: "saturated", lang: "en" },
      { w: "saturi", lang: "it" },
      { w: "satures", lang: "fr" },
      { w: "gesattigte", lang: "de" },
      { w: "gesaettigte", lang: "de" },
    ],
  },
  {
    nutrient: "sugarsG",
    words: [
      { w: "sugars", lang: "en" },
      { w: "sugar", lang: "en" },
      { w: "zuccheri", lang: "it" },
      { w: "sucres", lang: "fr" },
      { w: "zucker", lang: "de" },
    ],
  },
  {
    nutrient: "energy",
    words: [
      { w: "energy", lang: "en" },
      { w: "energia", lang: "it" },
      { w: "valore energetico", lang: "it" },
      { w: "valeur energetique", lang: "fr" },
      { w: "energie", lang: null },
      { w: "brennwert", lang: "de" },
      { w: "calories", lang: "en" },
    ],
  },
  {
    nutrient: "fatG",
    words: [
      { w: "fat", lang: "en" },
      { w: "grassi", lang: "it" },
      { w: "lipidi", lang: "it" },
      { w: "matieres grasses", lang: "fr" },
      { w: "lipides", lang: "fr" },
      { w: "fett", lang: "de" },
    ],
  },
  {
    nutrient: "carbsG",
    words: [
      { w: "carbohydrate", lang: "en" },
      { w: "carboidrati", lang: "it" },
      { w: "glucides", lang: "fr" },
      { w: "kohlenhydrate", lang: "de" },
    ],
  },
  {
    nutrient: "fiberG",
    words: [
      { w: "fibre", lang: null },
      { w: "fiber", lang: "en" },
      { w: "fibres", lang: "fr" },
      { w: "ballaststoffe", lang: "de" },
    ],
  },
  {
    nutrient: "proteinG",
    words: [
      { w: "protein", lang: "en" },
      { w: "proteine", lang: "it" },
      { w: "proteines", lang: "fr" },
      { w: "eiweiss", lang: "de" },
      { w: "eiwei", lang: "de" },
    ],
  },
  {
    nutrient: "saltG",
    words: [
      { w: "salt", lang: "en" },
      { w: "sale", lang: "it" },
      { w: "sel", lang: "fr" },
      { w: "salz", lang: "de" },
    ],
  },
  {
    nutrient: "sodium",
    words: [
      { w: "sodium", lang: null },
      { w: "sodio", lang: "it" },
      { w: "natrium", lang: "de" },
    ],
  },
];

const PER = "(?:per|pro|par|pour|je|for|in|a)";
const HEADER_MARK_RE = new RegExp(
  `\\b${PER}\\s+(?:(\\d{1,4}(?:[.,]\\d{1,2})?)\\s*(?:g|ml|gr)\\b|(?:1\\s+)?(?:serving|portion|porzione|portione|porz)\\b)`,
  "g",
);

/** The column kinds a header row names, in order, and a serving weight printed in it ("per 30 g"). */
function headerColumns(row: string): { kinds: ("100g" | "serving")[]; servingGrams: number | null } | null {
  const kinds: ("100g" | "serving")[] = [];
  let servingGrams: number | null = null;
  for (const m of row.matchAll(HEADER_MARK_RE)) {
    const grams = m[1] ? Number(m[1].replace(",", ".")) : null;
    const kind = grams === 100 ? "100g" : "serving";
    if (kind === "serving" && grams !== null && servingGrams === null) servingGrams = grams;
    // "per serving (30 g)" is one column, not two.
    if (kinds[kinds.length - 1] !== kind || kind === "100g") kinds.push(kind);
  }
  return kinds.length ? { kinds, servingGrams } : null;
}

/** Lower case, accents and ß folded, OCR look-alikes inside numbers repaired. */
export function normalizeLabelText(text: string): string {
  let s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[|]/g, " ");
  // O/o read for 0 and l/I read for 1 when they touch digits or a decimal separator.
  s = s.replace(/(?<=[\d.,])[o](?=[\d.,\s]|g\b)/g, "0").replace(/(?<=\s|^|<)[o](?=[.,]\d)/g, "0");
  s = s.replace(/(?<=\d)[l](?=[\d.,])/g, "1");
  s = s.replace(/(?<=^|\s)og\b/g, "0g");
  // "trace", "tracce", "traces", "Spuren": none to speak of.
  s = s.replace(/\b(?:traces?|tracce|spuren)\b/g, "0 g");
  // kJ read as "k]", "k)", "ki", "k1" or "k" after a number; a unit glued to the next number gets a space.
  s = s.replace(/(?<=\d\s?)k[\])|!1il](?![a-z])/g, "kj").replace(/(?<=\d\s?)k(?=\s*[/(]|\s*$|\s+\d)/g, "kj");
  s = s.replace(/\(k\)/g, "(kj)");
  s = s.replace(/(kcal|kj|mg|\dg)(?=\d)/g, "$1 ");
  return s.replace(/\s+/g, " ").trim();
}

/**
 * Groups OCR boxes into printed rows. The page may be slightly rotated: the mean baseline angle is
 * taken out before grouping by vertical position, and each row reads left to right.
 */
export function linesToRows(lines: OcrLine[]): string[] {
  const withBoxes = lines.filter((l) => l.text.trim() && l.box && l.box.length >= 4);
  if (withBoxes.length !== lines.filter((l) => l.text.trim()).length) return lines.map((l) => l.text).filter((t) => t.trim());
  const angles = withBoxes
    .map((l) => {
      const [p1, p2] = l.box as number[][];
      const dx = p2![0]! - p1![0]!;
      const dy = p2![1]! - p1![1]!;
      return dx > 20 ? Math.atan2(dy, dx) : null;
    })
    .filter((a): a is number => a !== null)
    .sort((a, b) => a - b);
  const angle = angles.length ? angles[Math.floor(angles.length / 2)]! : 0;
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  const items = withBoxes.map((l) => {
    const pts = (l.box as number[][]).map(([x, y]) => [x! * cos - y! * sin, x! * sin + y! * cos] as const);
    const ys = pts.map((p) => p[1]);
    const xs = pts.map((p) => p[0]);
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    return { text: l.text, x: Math.min(...xs), cy: (top + bottom) / 2, h: Math.max(1, bottom - top) };
  });
  items.sort((a, b) => a.cy - b.cy);
  const rows: { cy: number; h: number; cells: typeof items }[] = [];
  for (const it of items) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(it.cy - row.cy) < Math.min(row.h, it.h) * 0.5) {
      row.cells.push(it);
      row.cy = (row.cy * (row.cells.length - 1) + it.cy) / row.cells.length;
    } else {
      rows.push({ cy: it.cy, h: it.h, cells: [it] });
    }
  }
  return rows.map((r) =>
    r.cells
      .sort((a, b) => a.x - b.x)
      .map((c) => c.text)
      .join("   "),
  );
}

interface Value {
  n: number;
  unit: "kj" | "kcal" | "g" | "mg" | null;
  raw: string;
}

const NUMBER_RE = /(<\s*)?(\d{1,5}(?:[.,]\d{1,3})?)\s*(kcal|kca[l1i]|kcai|cal|kj|k[jil1]|k(?![a-z])|mg|g|gr|%)?/g;

function valuesOf(text: string): Value[] {
  const out: Value[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const rawUnit = m[3] ?? "";
    if (rawUnit === "%") continue;
    // A number glued to a letter that is not a unit ("b12", "e330") is not a value.
    const before = text[m.index - 1];
    if (before && /[a-z]/.test(before)) continue;
    const n = Number(m[2]!.replace(",", "."));
    if (!Number.isFinite(n)) continue;
    let unit: Value["unit"] = null;
    if (/^kca|^cal/.test(rawUnit)) unit = "kcal";
    else if (rawUnit.startsWith("k")) unit = "kj";
    else if (rawUnit === "mg") unit = "mg";
    else if (rawUnit === "g" || rawUnit === "gr") unit = "g";
    out.push({ n, unit, raw: m[2]! });
  }
  return out;
}

function matchKeyword(text: string): { nutrient: Nutrient; lang: LabelLanguage | null; end: number } | null {
  const firstDigit = text.search(/\d/);
  for (const k of KEYWORDS) {
    for (const { w, lang } of k.words) {
      // Short words need word boundaries; long ones may be glued to their neighbours by the OCR ("ofwhichsaturates").
      const body = w.replace(/ /g, "\\s*");
      const m = new RegExp(w.length <= 4 ? `(?:^|[^a-z])${body}(?![a-z])` : body).exec(text);
      // The keyword must come before the numbers of the row.
      if (!m || (firstDigit >= 0 && m.index > firstDigit)) continue;
      return { nutrient: k.nutrient, lang, end: m.index + m[0].length };
    }
  }
  return null;
}

/**
 * The OCR often reads the unit "g" as the digit 9: "13g" becomes "139" and "2,7 g" becomes "2,7 9". On a label
 * that prints its units, a gram value without one is such a misreading.
 */
function repairGrams(values: Value[], usesGrams: boolean): Value[] {
  if (!usesGrams) return values;
  const out: Value[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1];
    if (v.unit === null && next && next.unit === null && next.raw === "9") {
      out.push({ ...v, unit: "g" });
      i += 1;
    } else if (v.unit === null && v.raw.length > 1 && v.raw.endsWith("9") && !/[.,]$/.test(v.raw.slice(0, -1))) {
      const raw = v.raw.slice(0, -1);
      out.push({ n: Number(raw.replace(",", ".")), unit: "g", raw });
    } else {
      out.push(v);
    }
  }
  return out;
}

const hasValues = (v: LabelValues) => LABEL_FIELDS.some((k) => v[k] !== null);

const scaleValues = (v: LabelValues, factor: number): LabelValues =>
  Object.fromEntries(
    LABEL_FIELDS.map((k) => [k, v[k] === null ? null : roundTo(v[k] * factor, k.startsWith("energy") ? 0 : 2)]),
  ) as LabelValues;

const emptyValues = (): LabelValues => ({
  energyKj: null,
  energyKcal: null,
  fatG: null,
  satFatG: null,
  carbsG: null,
  sugarsG: null,
  fiberG: null,
  proteinG: null,
  saltG: null,
});

const roundTo = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

/** Parses label rows (see linesToRows) into per-100 g and per-serving values. Null when no nutrient was found. */
export function parseLabelText(rowsIn: string[]): ParsedLabel | null {
  const rows = rowsIn.map(normalizeLabelText).filter(Boolean);
  const langVotes: Record<LabelLanguage, number> = { en: 0, it: 0, fr: 0, de: 0 };
  let servingGrams: number | null = null;
  /** Column order: which kind each value position holds. */
  let columns: ("100g" | "serving")[] | null = null;
  const found: { nutrient: Nutrient; values: Value[]; unitHint: "kj" | "kcal" | null }[] = [];

  for (const row of rows) {
    // Serving size, anywhere: "serving size 30 g", "per serving (30 g)", "porzione da 30 g", "pro Portion (30 g)".
    const serving =
      row.match(/(?:serving|portion|porzione|portione)[^0-9]{0,25}(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:g|ml|gr)\b/) ??
      // US style: "Serving size 2/3 cup (55g)".
      row.match(/serving size[^(]{0,30}\((\d{1,4}(?:[.,]\d{1,2})?)\s*(?:g|ml|gr)\)/);
    if (serving && servingGrams === null) servingGrams = Number(serving[1]!.replace(",", "."));

    const kw = matchKeyword(row);
    if (!kw) {
      // A header row names the columns: "per 100 g | per serving (30 g)", "pro 100 g | pro Portion",
      // "per 100 g | per 30 g". A "Serving size: 30 g" line is not a header.
      const columnsHere = found.length === 0 ? headerColumns(row) : null;
      if (columnsHere) {
        columns = columnsHere.kinds;
        if (servingGrams === null && columnsHere.servingGrams !== null) servingGrams = columnsHere.servingGrams;
        continue;
      }
      // "360 kcal" on its own under the energy row.
      const last = found[found.length - 1];
      const vals = valuesOf(row);
      if (last?.nutrient === "energy" && vals.length && vals.every((v) => v.unit === "kcal" || v.unit === "kj")) last.values.push(...vals);
      continue;
    }
    if (kw.lang) langVotes[kw.lang] += 1;
    const rest = row.slice(kw.end);
    const unitHint =
      /^[^\d]*\bkcal\b/.test(rest) && !/^[^\d]*\bkj\b/.test(rest)
        ? "kcal"
        : /^[^\d]*\bkj\b/.test(rest) && !/^[^\d]*\bkcal\b/.test(rest)
          ? "kj"
          : null;
    // Drop a unit in brackets right after the name ("Fat (g)", "Energy (kJ)") so it is not read as a value.
    const body = rest.replace(/^\s*[(/]?\s*(kj|kcal|g|mg)\s*[)]?/, " ");
    const values = valuesOf(body);
    if (kw.nutrient === "energy" && found.some((f) => f.nutrient === "energy") && unitHint) {
      found.find((f) => f.nutrient === "energy")!.values.push(...values.map((v) => ({ ...v, unit: v.unit ?? unitHint })));
      continue;
    }
    if (found.some((f) => f.nutrient === kw.nutrient)) continue;
    found.push({ nutrient: kw.nutrient, values: unitHint ? values.map((v) => ({ ...v, unit: v.unit ?? unitHint })) : values, unitHint });
  }
  if (found.length === 0) return null;

  const cols = columns ?? ["100g"];
  const per100 = emptyValues();
  const perServ = emptyValues();
  const target = (i: number) => (cols[i] === "serving" ? perServ : cols[i] === "100g" ? per100 : null);
  let fieldsFound = 0;
  const massValues = found.filter((f) => f.nutrient !== "energy").flatMap((f) => f.values);
  const usesGrams = massValues.filter((v) => v.unit === "g" || v.unit === "mg").length > massValues.length / 2;

  for (const f of found) {
    if (f.nutrient === "energy") {
      const kj = f.values.filter((v) => v.unit === "kj").map((v) => v.n);
      const kcal = f.values.filter((v) => v.unit === "kcal").map((v) => v.n);
      const bare = f.values.filter((v) => v.unit === null || v.unit === "g").map((v) => v.n);
      // Unitless pairs "1523/360": the larger of each pair is kJ.
      if (kj.length === 0 && kcal.length === 0 && bare.length) {
        for (let i = 0; i + 1 < bare.length; i += 2) {
          const [a, b] = [bare[i]!, bare[i + 1]!];
          if (Math.abs(a / Math.max(b, 0.01) - 4.184) < 0.3) {
            kj.push(a);
            kcal.push(b);
          } else if (Math.abs(b / Math.max(a, 0.01) - 4.184) < 0.3) {
            kj.push(b);
            kcal.push(a);
          }
        }
        if (kj.length === 0) kcal.push(...bare);
      } else if (kcal.length < kj.length && bare.length) {
        kcal.push(...bare.slice(0, kj.length - kcal.length));
      }
      kj.forEach((n, i) => {
        const t = target(i);
        if (t) {
          t.energyKj = n;
          fieldsFound += 1;
        }
      });
      kcal.forEach((n, i) => {
        const t = target(i);
        if (t) {
          t.energyKcal = n;
          fieldsFound += 1;
        }
      });
      continue;
    }
    const vals = repairGrams(
      f.values.filter((v) => v.unit !== "kj" && v.unit !== "kcal"),
      usesGrams,
    );
    vals.forEach((v, i) => {
      const t = target(i);
      if (!t) return;
      let grams = v.unit === "mg" ? v.n / 1000 : v.n;
      if (f.nutrient === "sodium") {
        if (t.saltG !== null) return;
        grams = roundTo(grams * 2.5, 3);
        t.saltG = grams;
      } else {
        t[f.nutrient as Exclude<Nutrient, "energy" | "sodium">] = grams;
      }
      fieldsFound += 1;
    });
  }
  repairByConsistency(per100, perServ, servingGrams);
  const topLang = (Object.entries(langVotes) as [LabelLanguage, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return {
    per100g: hasValues(per100) ? per100 : null,
    perServing: hasValues(perServ) ? perServ : null,
    servingGrams,
    language: topLang[1] > 0 ? topLang[0] : null,
    fieldsFound,
  };
}

/** The value with a trailing "g" misread as 8 or 9 taken off: 78 → 7, 2.69 → 2.6. */
function stripMisreadUnit(n: number): number | null {
  const s = String(n);
  if (!/[89]$/.test(s) || s.length < 2 || s.endsWith(".8") || s.endsWith(".9")) return null;
  const cut = s.slice(0, -1).replace(/\.$/, "");
  return cut ? Number(cut) : null;
}

/**
 * Cross-checks the two columns (per serving = per 100 g × serving / 100) and the sub-nutrients
 * (saturates ≤ fat, sugars ≤ carbohydrate). When a value breaks the check and taking off a trailing
 * 8 or 9 (the OCR's reading of "g") makes it hold, that reading is used.
 */
function repairByConsistency(per100: LabelValues, perServ: LabelValues, servingGrams: number | null): void {
  const mass = ["fatG", "satFatG", "carbsG", "sugarsG", "fiberG", "proteinG", "saltG"] as const;
  if (servingGrams) {
    const fits = (a: number, b: number) =>
      Math.abs((a * servingGrams) / 100 - b) <= Math.max(0.06, ((a * servingGrams) / 100) * 0.05) + 0.05;
    for (const k of mass) {
      const a = per100[k];
      const b = perServ[k];
      if (a === null || b === null || fits(a, b)) continue;
      const b2 = stripMisreadUnit(b);
      const a2 = stripMisreadUnit(a);
      if (b2 !== null && fits(a, b2)) perServ[k] = b2;
      else if (a2 !== null && fits(a2, b)) per100[k] = a2;
    }
  }
  for (const v of [per100, perServ]) {
    for (const [part, whole] of [
      ["satFatG", "fatG"],
      ["sugarsG", "carbsG"],
    ] as const) {
      const p = v[part];
      const w = v[whole];
      if (p === null || w === null || p <= w) continue;
      const p2 = stripMisreadUnit(p);
      if (p2 !== null && p2 <= w) v[part] = p2;
    }
  }
}

/** Fills kcal from kJ (or the other way) when the label shows only one. */
export function completeEnergy(v: LabelValues): LabelValues {
  if (v.energyKcal === null && v.energyKj !== null) return { ...v, energyKcal: Math.round(v.energyKj / 4.184) };
  if (v.energyKj === null && v.energyKcal !== null) return { ...v, energyKj: Math.round(v.energyKcal * 4.184) };
  return v;
}

/**
 * The values for the amount eaten. The per-100 g column is preferred; a per-serving column alone is
 * scaled by the serving size (or taken as one serving when the size is not printed).
 */
export function scaleLabel(parsed: ParsedLabel, amountGrams?: number): { values: LabelValues; amountGrams: number; assumed: boolean } {
  const amount = amountGrams ?? parsed.servingGrams ?? (parsed.per100g ? 100 : null);
  if (parsed.per100g && amount !== null) {
    return { values: completeEnergy(scaleValues(parsed.per100g, amount / 100)), amountGrams: amount, assumed: amountGrams === undefined };
  }
  const serving = parsed.perServing ?? emptyValues();
  if (parsed.servingGrams) {
    const grams = amount ?? parsed.servingGrams;
    return {
      values: completeEnergy(scaleValues(serving, grams / parsed.servingGrams)),
      amountGrams: grams,
      assumed: amountGrams === undefined,
    };
  }
  // One serving of unknown weight: the amount can only be the serving itself.
  return { values: completeEnergy(serving), amountGrams: amountGrams ?? 100, assumed: true };
}
