import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.ts";

/** Nutrient columns, per 100 g edible portion; NULL = not reported by the source (unknown, not zero). */
const nutrientColumns = {
  energyKcal: doublePrecision(),
  energyKj: doublePrecision(),
  proteinG: doublePrecision(),
  /** Available carbohydrate: the app's one way of counting carbs (see carbsBasis / carbsPublishedG). */
  carbsG: doublePrecision(),
  sugarsG: doublePrecision(),
  fiberG: doublePrecision(),
  starchG: doublePrecision(),
  fatG: doublePrecision(),
  satFatG: doublePrecision(),
  monoFatG: doublePrecision(),
  polyFatG: doublePrecision(),
  transFatG: doublePrecision(),
  cholesterolMg: doublePrecision(),
  sodiumMg: doublePrecision(),
  /** As published (CIQUAL), else sodium × 2.5 / 1000. */
  saltG: doublePrecision(),
  waterG: doublePrecision(),
  alcoholG: doublePrecision(),
  calciumMg: doublePrecision(),
  ironMg: doublePrecision(),
  magnesiumMg: doublePrecision(),
  phosphorusMg: doublePrecision(),
  potassiumMg: doublePrecision(),
  zincMg: doublePrecision(),
  copperMg: doublePrecision(),
  manganeseMg: doublePrecision(),
  seleniumUg: doublePrecision(),
  iodineUg: doublePrecision(),
  vitAUg: doublePrecision(),
  retinolUg: doublePrecision(),
  betaCaroteneUg: doublePrecision(),
  vitDUg: doublePrecision(),
  vitEMg: doublePrecision(),
  vitKUg: doublePrecision(),
  vitCMg: doublePrecision(),
  thiaminMg: doublePrecision(),
  riboflavinMg: doublePrecision(),
  niacinMg: doublePrecision(),
  pantothenicAcidMg: doublePrecision(),
  vitB6Mg: doublePrecision(),
  folateTotalUg: doublePrecision(),
  folateDfeUg: doublePrecision(),
  vitB12Ug: doublePrecision(),
  cholineMg: doublePrecision(),
  caffeineMg: doublePrecision(),
};

/**
 * Foods of the shipped composition tables (userId NULL, keyed by source + sourceId) and users'
 * private custom foods (source 'custom', userId set). Re-imports upsert by key, so ids stay stable.
 */
export const foods = pgTable(
  "foods",
  {
    id: serial().primaryKey(),
    /** Owner of a custom food; NULL for the public tables. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    source: text().notNull(),
    /** The publisher's own code (NDB number, FNDDS code, FDC id, alim_code, BLS code, CoFID code); NULL for custom foods. */
    sourceId: text(),
    nameEn: text().notNull(),
    nameLocal: text(),
    langLocal: text(),
    category: text(),
    categoryLocal: text(),
    /** 'total_by_difference' (USDA, fibre included) or 'available' (EU tables, custom foods), as published. */
    carbsBasis: text().notNull(),
    /** Carbohydrate exactly as published, on carbsBasis. */
    carbsPublishedG: doublePrecision(),
    ...nutrientColumns,
    notes: text(),
    /** Lower-cased, accent-free English and local names, space-padded: what search matches (trigram index). */
    searchText: text().notNull(),
    /** Rows that are the same food in different tables share this key ('one result per food'). */
    groupKey: text().notNull(),
    /** 0-100, higher = more everyday (staples, generic names); breaks ties in search. */
    commonness: integer().notNull().default(0),
    /**
     * When other public rows share the group key: all members (id, source, names, macros), so a search
     * result can pick the locale's table and list the alternatives without another query. Set by the import.
     */
    groupMembers: jsonb(),
    /** The GTIN of a packaged product (source 'open_food_facts'): what GET /api/foods/barcode/:code finds. */
    barcode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("foods_source_key_idx").on(t.source, t.sourceId),
    uniqueIndex("foods_barcode_idx").on(t.barcode),
    index("foods_user_idx").on(t.userId),
    index("foods_group_idx").on(t.groupKey),
    index("foods_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Household measures with their weight (USDA tables; custom foods may add their own). */
export const foodPortions = pgTable(
  "food_portions",
  {
    id: serial().primaryKey(),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    amount: doublePrecision(),
    unit: text(),
    description: text().notNull(),
    grams: doublePrecision().notNull(),
  },
  (t) => [index("food_portions_food_idx").on(t.foodId, t.seq)],
);

/** Distinct words of all public food names, for typo correction ('brest' → 'breast'). */
export const foodTerms = pgTable(
  "food_terms",
  {
    term: text().primaryKey(),
    /** How many foods use the word: frequent words are likelier corrections. */
    foods: integer().notNull(),
  },
  (t) => [index("food_terms_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`)],
);

/**
 * One row per (word, public food): an inverted index whose btree order (word, rank) hands out the
 * best-ranked foods for a word first, so a search for a word in 40,000 names reads 400 rows, not 40,000.
 * Rebuilt by the import; no foreign key, for speed (it is rebuilt with the foods it points to).
 */
export const foodWords = pgTable(
  "food_words",
  {
    word: text().notNull(),
    /** commonness × 1000 − name length: everyday, short names first. */
    rank: integer().notNull(),
    foodId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.rank, t.foodId] })],
);

/** Foods a user logged recently: ranked in their search results. */
export const foodUsage = pgTable(
  "food_usage",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodId: integer()
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    uses: integer().notNull().default(1),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.foodId] }), index("food_usage_user_recent_idx").on(t.userId, t.lastUsedAt)],
);

/** Which version (sha256 of the shipped files) of each shipped data set is imported. */
export const dataVersions = pgTable("data_versions", {
  name: text().primaryKey(),
  version: text().notNull(),
  /** Rows imported and how long it took. */
  stats: jsonb().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
