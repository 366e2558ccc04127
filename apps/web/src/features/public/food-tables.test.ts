import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOD_TABLES } from "./food-tables.ts";

const CSV = path.resolve(import.meta.dirname, "../../../../server/data/foods/sources.csv");

/** RFC 4180: quoted fields, doubled quotes inside them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

describe("the food tables shown on /scientific-sources", () => {
  it.skipIf(!fs.existsSync(CSV))("are the server's sources.csv, attribution texts included", () => {
    const [header, ...rows] = parseCsv(fs.readFileSync(CSV, "utf8"));
    const col = (row: string[], name: string) => row[header!.indexOf(name)] ?? "";
    expect(
      rows.map((row) => ({
        source: col(row, "source"),
        dataset: col(row, "dataset"),
        version: col(row, "version"),
        publisher: col(row, "publisher"),
        country: col(row, "country"),
        license: col(row, "license"),
        licenseUrl: col(row, "license_url"),
        attribution: col(row, "attribution"),
        homepage: col(row, "homepage"),
        foods: Number(col(row, "foods")),
      })),
    ).toEqual(FOOD_TABLES);
  });
});
