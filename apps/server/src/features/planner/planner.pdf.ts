import {
  addDays,
  formatGrams,
  type GroceryAisle,
  type GroceryList,
  type HouseholdUnit,
  type MealPlanScheduleDetail,
  type MealType,
  type PlanPdfSize,
} from "@app/shared";
import { serverPath } from "../../lib/paths.ts";
import type PDFKit from "pdfkit";

/**
 * The PDF of a week's plan and its grocery list (issue 18; Premium): pdfkit with DejaVu Sans embedded
 * (assets/fonts, Bitstream Vera licence), so Italian accents print in either language. Page 1 is the week,
 * the grocery list follows on its own page(s); every page has 'Page N of M'.
 */

const FONT = serverPath("assets/fonts/DejaVuSans.ttf");
const FONT_BOLD = serverPath("assets/fonts/DejaVuSans-Bold.ttf");

type Lang = "en" | "it";
const TEXT = {
  en: {
    plan: "Meal plan",
    grocery: "Grocery list",
    week: (from: string, to: string) => `Week ${from} – ${to}`,
    target: (kcal: number) => `target ${kcal} kcal`,
    planned: (kcal: number) => `${kcal} kcal planned`,
    servings: (n: number) => `${n} ${n === 1 ? "serving" : "servings"}`,
    noMeals: "No meals planned",
    emptyList: "Nothing to buy: no meals are planned this week.",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    meal: { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" } as Record<MealType, string>,
    aisle: {
      produce: "Fruit and vegetables",
      meat: "Meat",
      fish: "Fish and seafood",
      "dairy-eggs": "Dairy and eggs",
      bakery: "Bakery",
      grains: "Pasta, rice and grains",
      "legumes-nuts": "Legumes, nuts and seeds",
      pantry: "Oils, sauces and pantry",
      spices: "Spices and herbs",
      beverages: "Drinks",
      other: "Other",
    } as Record<GroceryAisle, string>,
    unit: { medium: "medium", large: "large", clove: "cloves", tbsp: "tbsp", tsp: "tsp" } as Record<HouseholdUnit, string>,
  },
  it: {
    plan: "Piano pasti",
    grocery: "Lista della spesa",
    week: (from: string, to: string) => `Settimana ${from} – ${to}`,
    target: (kcal: number) => `obiettivo ${kcal} kcal`,
    planned: (kcal: number) => `${kcal} kcal pianificate`,
    servings: (n: number) => `${String(n).replace(".", ",")} ${n === 1 ? "porzione" : "porzioni"}`,
    noMeals: "Nessun pasto pianificato",
    emptyList: "Niente da comprare: nessun pasto è pianificato questa settimana.",
    page: (n: number, of: number) => `Pagina ${n} di ${of}`,
    meal: { breakfast: "Colazione", lunch: "Pranzo", dinner: "Cena", snack: "Spuntino" } as Record<MealType, string>,
    aisle: {
      produce: "Frutta e verdura",
      meat: "Carne",
      fish: "Pesce e frutti di mare",
      "dairy-eggs": "Latticini e uova",
      bakery: "Panetteria",
      grains: "Pasta, riso e cereali",
      "legumes-nuts": "Legumi, frutta secca e semi",
      pantry: "Oli, salse e dispensa",
      spices: "Spezie ed erbe",
      beverages: "Bevande",
      other: "Altro",
    } as Record<GroceryAisle, string>,
    unit: { medium: "medi", large: "grandi", clove: "spicchi", tbsp: "cucchiai", tsp: "cucchiaini" } as Record<HouseholdUnit, string>,
  },
} as const;

const dayName = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const shortDate = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** '150 g (≈ 3 large)' in the language. */
export function groceryAmount(item: { grams: number; household: { count: number; unit: HouseholdUnit } | null }, lang: Lang): string {
  const decimal = lang === "it" ? "," : ".";
  const grams = formatGrams(item.grams, decimal);
  if (!item.household) return grams;
  return `${grams} (≈ ${String(item.household.count).replace(".", decimal)} ${TEXT[lang].unit[item.household.unit]})`;
}

let loadingPdfKit: Promise<typeof PDFKit> | undefined;

/**
 * pdfkit (with fontkit and its tables), loaded on the first PDF rather than with the server: ~6 MiB of V8's heap
 * that a server nobody asks for a PDF does not need to carry (decision 0019-rss). pdfkit's ES build exports the
 * class as its default.
 */
function loadPdfKit(): Promise<typeof PDFKit> {
  loadingPdfKit ??= import("pdfkit").then((m) => m.default);
  return loadingPdfKit;
}

export async function renderPlanPdf(
  schedule: MealPlanScheduleDetail,
  weekStart: string,
  grocery: GroceryList,
  size: PlanPdfSize,
  lang: Lang,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const tx = TEXT[lang];
  const doc = new PDFDocument({
    size: size === "A4" ? "A4" : "LETTER",
    margin: 50,
    bufferPages: true,
    info: { Title: `${tx.plan}: ${schedule.title}`, Producer: "NutriPilot", Creator: "NutriPilot" },
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 100;
  const bottom = () => doc.page.height - 70;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // The week.
  const weekEnd = addDays(weekStart, 6);
  doc.font("bold").fontSize(18).text(`${tx.plan}: ${schedule.title}`, { width });
  doc
    .font("body")
    .fontSize(11)
    .fillColor("#334155")
    .text(tx.week(shortDate(weekStart, lang), shortDate(weekEnd, lang)));
  doc.moveDown(0.8);
  for (let i = 0; i < 7; i++) {
    const date = addDays(weekStart, i);
    if (date < schedule.startDate || date > schedule.endDate) continue;
    const day = schedule.days.find((d) => d.date === date);
    ensure(80);
    doc.fillColor("#0f172a").font("bold").fontSize(12).text(dayName(date, lang), { continued: true });
    doc.font("body").fontSize(9).fillColor("#475569");
    doc.text(day ? `   ${tx.planned(day.planned.calories)} · ${tx.target(day.targetCalories)}` : "");
    doc.fillColor("#0f172a").fontSize(10);
    if (!day || day.items.length === 0) doc.text(tx.noMeals, { indent: 12 });
    for (const item of day?.items ?? []) {
      ensure(16);
      const note = item.note ? ` — ${item.note}` : "";
      doc.text(`${tx.meal[item.mealType]}: ${item.recipe.name} · ${tx.servings(item.servings)} · ${item.calories} kcal${note}`, {
        indent: 12,
        width,
      });
    }
    doc.moveDown(0.6);
  }

  // The grocery list.
  doc.addPage();
  doc.fillColor("#0f172a").font("bold").fontSize(18).text(`${tx.grocery}: ${schedule.title}`, { width });
  doc
    .font("body")
    .fontSize(11)
    .fillColor("#334155")
    .text(tx.week(shortDate(grocery.from, lang), shortDate(grocery.to, lang)));
  doc.moveDown(0.8);
  if (grocery.aisles.length === 0) doc.fillColor("#0f172a").fontSize(10).text(tx.emptyList);
  for (const aisle of grocery.aisles) {
    ensure(40);
    doc.fillColor("#0f172a").font("bold").fontSize(12).text(tx.aisle[aisle.aisle]);
    doc.font("body").fontSize(10);
    for (const item of aisle.items) {
      ensure(16);
      const y = doc.y;
      doc
        .rect(doc.page.margins.left, y + 2, 8, 8)
        .lineWidth(0.7)
        .stroke("#64748b");
      doc.fillColor("#0f172a").text(`${item.name} — ${groceryAmount(item, lang)}`, doc.page.margins.left + 14, y, { width: width - 14 });
    }
    doc.moveDown(0.5);
  }

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("body")
      .fontSize(8)
      .fillColor("#64748b")
      .text(`NutriPilot · ${tx.page(i + 1, range.count)}`, 50, doc.page.height - 40, { width, align: "center", lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
