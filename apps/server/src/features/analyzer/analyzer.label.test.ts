import { describe, expect, it } from "vitest";
import { linesToRows, parseLabelText, scaleLabel } from "./analyzer.label.ts";

const box = (x: number, y: number, w: number) => [
  [x, y],
  [x + w, y],
  [x + w, y + 20],
  [x, y + 20],
];

describe("label text parser", () => {
  it("reads per 100 g and per serving columns with the serving size", () => {
    const p = parseLabelText([
      "Nutrition Information",
      "Serving size: 30 g",
      "Typical values per 100 g per serving",
      "Energy 1582 kJ / 378 kcal 475 kJ / 113 kcal",
      "Fat 0.9 g 0.3 g",
      "of which saturates 0.2 g 0.1 g",
      "Carbohydrate 84 g 25.2 g",
      "of which sugars 8 g 2.4 g",
      "Fibre 3 g 0.9 g",
      "Protein 7 g 2.1 g",
      "Salt 1.13 g 0.34 g",
    ])!;
    expect(p.per100g).toEqual({
      energyKj: 1582,
      energyKcal: 378,
      fatG: 0.9,
      satFatG: 0.2,
      carbsG: 84,
      sugarsG: 8,
      fiberG: 3,
      proteinG: 7,
      saltG: 1.13,
    });
    expect(p.perServing).toEqual({
      energyKj: 475,
      energyKcal: 113,
      fatG: 0.3,
      satFatG: 0.1,
      carbsG: 25.2,
      sugarsG: 2.4,
      fiberG: 0.9,
      proteinG: 2.1,
      saltG: 0.34,
    });
    expect(p.servingGrams).toBe(30);
    expect(p.language).toBe("en");
  });

  it("reads Italian, French and German wording with decimal commas, and sodium as salt", () => {
    const itLabel = parseLabelText([
      "Valori medi per 100 g",
      "Energia 1502 kJ/359 kcal",
      "Grassi 2 g",
      "di cui acidi grassi saturi 0,5 g",
      "Carboidrati 70,9 g",
      "di cui zuccheri 3,5 g",
      "Proteine 13 g",
      "Sodio 400 mg",
    ])!;
    expect(itLabel.per100g).toMatchObject({ energyKcal: 359, satFatG: 0.5, carbsG: 70.9, proteinG: 13, saltG: 1 });
    expect(itLabel.language).toBe("it");
    const fr = parseLabelText([
      "Valeurs moyennes pour 100 g",
      "Énergie 2218 kJ / 530 kcal",
      "Matières grasses 32 g",
      "dont acides gras saturés 2,6 g",
      "Glucides 53 g",
      "dont sucres 0,6 g",
      "Fibres alimentaires 4,4 g",
      "Protéines 6,3 g",
      "Sel 1,3 g",
    ])!;
    expect(fr.per100g).toEqual({
      energyKj: 2218,
      energyKcal: 530,
      fatG: 32,
      satFatG: 2.6,
      carbsG: 53,
      sugarsG: 0.6,
      fiberG: 4.4,
      proteinG: 6.3,
      saltG: 1.3,
    });
    expect(fr.language).toBe("fr");
    const de = parseLabelText([
      "Durchschnittliche Nährwerte pro 100 g",
      "Brennwert 2577 kJ / 616 kcal",
      "Fett 50 g",
      "davon gesättigte Fettsäuren 9,5 g",
      "Kohlenhydrate 10 g",
      "davon Zucker 6,5 g",
      "Ballaststoffe 6,5 g",
      "Eiweiß 25 g",
      "Salz 1,1 g",
    ])!;
    expect(de.per100g).toEqual({
      energyKj: 2577,
      energyKcal: 616,
      fatG: 50,
      satFatG: 9.5,
      carbsG: 10,
      sugarsG: 6.5,
      fiberG: 6.5,
      proteinG: 25,
      saltG: 1.1,
    });
    expect(de.language).toBe("de");
  });

  it("repairs common OCR misreadings: 'g' read as 9, glued words, 'kJ' read as 'k'", () => {
    const p = parseLabelText([
      "per 100 g",
      "Energy 1523k/360kcal",
      "Fat 1.2 g",
      "ofwhichsaturates 0.3 g",
      "Carbohydrate 78.5 g",
      "of which sugars 8.1g",
      "Fibre 39",
      "Protein 7,9 9",
      "Salt 0.75 g",
    ])!;
    expect(p.per100g).toEqual({
      energyKj: 1523,
      energyKcal: 360,
      fatG: 1.2,
      satFatG: 0.3,
      carbsG: 78.5,
      sugarsG: 8.1,
      fiberG: 3,
      proteinG: 7.9,
      saltG: 0.75,
    });
  });

  it("reads energy on two rows and unitless columns", () => {
    const p = parseLabelText([
      "Typical values per 100 g per serving",
      "Energy (kJ) 2577 387",
      "Energy (kcal) 616 92",
      "Fat (g) 50 7.5",
      "Protein (g) 25 3.8",
    ])!;
    expect(p.per100g).toMatchObject({ energyKj: 2577, energyKcal: 616, fatG: 50, proteinG: 25 });
    expect(p.perServing).toMatchObject({ energyKj: 387, energyKcal: 92, fatG: 7.5, proteinG: 3.8 });
  });

  it("reads a US Nutrition Facts panel (per serving, calories without a unit, sodium in mg, % daily values ignored)", () => {
    const p = parseLabelText([
      "Nutrition Facts",
      "8 servings per container",
      "Serving size 2/3 cup (55g)",
      "Amount per serving",
      "Calories 230",
      "% Daily Value*",
      "Total Fat 8g 10%",
      "Saturated Fat 1g 5%",
      "Trans Fat 0g",
      "Cholesterol 0mg 0%",
      "Sodium 160mg 7%",
      "Total Carbohydrate 37g 13%",
      "Dietary Fiber 4g 14%",
      "Total Sugars 12g",
      "Includes 10g Added Sugars 20%",
      "Protein 3g",
    ])!;
    expect(p.per100g).toBeNull();
    expect(p.servingGrams).toBe(55);
    expect(p.perServing).toEqual({
      energyKj: null,
      energyKcal: 230,
      fatG: 8,
      satFatG: 1,
      carbsG: 37,
      sugarsG: 12,
      fiberG: 4,
      proteinG: 3,
      saltG: 0.4,
    });
    expect(scaleLabel(p, 110).values).toMatchObject({ energyKcal: 460, energyKj: 1925, fatG: 16 });
  });

  it("reads 'per 30 g' headers, skips %RI columns and counts traces as zero", () => {
    const p = parseLabelText([
      "Typical values Per 100g Per 30g %RI*",
      "Energy 1600kJ/380kcal 480kJ/114kcal 6%",
      "Fat 10g 3g 4%",
      "Salt trace trace",
      "Protein 10g 3g 6%",
    ])!;
    expect(p.servingGrams).toBe(30);
    expect(p.per100g).toMatchObject({ energyKcal: 380, fatG: 10, saltG: 0, proteinG: 10 });
    expect(p.perServing).toMatchObject({ energyKcal: 114, fatG: 3, saltG: 0, proteinG: 3 });
  });

  it("returns null for text with no nutrients", () => {
    expect(parseLabelText(["Best before 12/2026", "Store in a cool dry place"])).toBeNull();
  });

  it("groups OCR boxes into rows left to right", () => {
    const rows = linesToRows([
      { text: "3.4 g", box: box(300, 101, 60) },
      { text: "Fibre", box: box(20, 100, 60) },
      { text: "Protein", box: box(20, 140, 80) },
      { text: "7.9 g", box: box(300, 139, 60) },
    ]);
    expect(rows).toEqual(["Fibre   3.4 g", "Protein   7.9 g"]);
  });

  it("scales to the amount eaten: per 100 g first, else per serving by the serving size", () => {
    const p = parseLabelText([
      "Serving size 30 g",
      "per 100 g per serving",
      "Energy 1600 kJ / 380 kcal 480 kJ / 114 kcal",
      "Fat 10 g 3 g",
      "Protein 10 g 3 g",
    ])!;
    expect(scaleLabel(p, 45).values).toMatchObject({ energyKcal: 171, fatG: 4.5, proteinG: 4.5 });
    expect(scaleLabel(p).amountGrams).toBe(30);
    const servingOnly = parseLabelText(["Serving size 40 g", "per serving", "Energy 400 kJ / 96 kcal", "Fat 2 g", "Protein 4 g"])!;
    expect(scaleLabel(servingOnly, 80).values).toMatchObject({ energyKcal: 192, fatG: 4, proteinG: 8 });
  });
});
