import { z } from "zod";
import { text } from "./common.ts";

/** The option lists in docs/product/ai.md#preferences. */
export const ALLERGIES = ["dairy", "eggs", "gluten", "nuts", "shellfish", "soy", "fish", "sesame"] as const;
export type Allergy = (typeof ALLERGIES)[number];
export const DIETS = ["vegetarian", "vegan", "pescatarian", "keto", "paleo", "mediterranean", "low-carb", "gluten-free"] as const;
export type Diet = (typeof DIETS)[number];
export const CUISINES = [
  "italian",
  "french",
  "spanish",
  "greek",
  "portuguese",
  "german",
  "austrian",
  "swiss",
  "british",
  "irish",
  "dutch",
  "belgian",
  "swedish",
  "norwegian",
  "danish",
  "finnish",
  "polish",
  "hungarian",
  "czech",
  "croatian",
  "turkish",
  "lebanese",
  "moroccan",
  "middle-eastern",
  "indian",
  "thai",
  "vietnamese",
  "chinese",
  "japanese",
  "korean",
  "mexican",
  "american",
  "caribbean",
  "brazilian",
  "peruvian",
  "ethiopian",
  "mediterranean",
  "nordic",
] as const;
export const REGIONS = [
  "northern-italy",
  "central-italy",
  "southern-italy",
  "sicily",
  "sardinia",
  "provence",
  "brittany",
  "normandy",
  "andalusia",
  "catalonia",
  "basque-country",
  "galicia",
  "crete",
  "peloponnese",
  "bavaria",
  "alsace",
  "tyrol",
  "scandinavia",
  "british-isles",
  "benelux",
  "iberia",
  "balkans",
  "central-europe",
] as const;
export const INGREDIENT_CATEGORIES = {
  vegetables: [
    "tomato",
    "spinach",
    "broccoli",
    "zucchini",
    "aubergine",
    "bell pepper",
    "carrot",
    "onion",
    "garlic",
    "kale",
    "cauliflower",
    "mushrooms",
    "asparagus",
    "artichoke",
    "cucumber",
    "lettuce",
    "beetroot",
    "pumpkin",
  ],
  fruits: [
    "apple",
    "banana",
    "orange",
    "lemon",
    "strawberries",
    "blueberries",
    "raspberries",
    "pear",
    "peach",
    "grapes",
    "figs",
    "avocado",
  ],
  proteins: ["chicken", "turkey", "beef", "pork", "lamb", "salmon", "tuna", "cod", "sardines", "prawns", "eggs", "tofu", "tempeh"],
  legumes: ["chickpeas", "lentils", "beans", "peas", "broad beans", "cannellini beans"],
  grains: [
    "pasta",
    "rice",
    "brown rice",
    "quinoa",
    "oats",
    "barley",
    "bulgur",
    "couscous",
    "rye bread",
    "whole wheat bread",
    "buckwheat",
    "polenta",
  ],
  dairy: ["milk", "greek yogurt", "mozzarella", "parmesan", "feta", "ricotta", "goat cheese", "butter"],
  nutsAndSeeds: [
    "almonds",
    "walnuts",
    "hazelnuts",
    "pistachios",
    "pine nuts",
    "sunflower seeds",
    "pumpkin seeds",
    "chia seeds",
    "flaxseed",
    "sesame seeds",
  ],
  herbsAndSpices: ["basil", "oregano", "rosemary", "thyme", "parsley", "mint", "dill", "paprika", "cumin", "turmeric", "cinnamon", "chili"],
} as const;
export const INGREDIENTS = Object.values(INGREDIENT_CATEGORIES).flat();

export const MAX_PREP_DEFAULT = 60;

const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .default([])
    .transform((a) => [...new Set(a)]);

/** maxPrepMinutes: 5-300, default 60; a non-numeric value falls back to 60 (002 §5). */
const MaxPrepSchema = z.preprocess(
  (v) => {
    const n = typeof v === "string" ? Number(v) : v;
    return typeof n === "number" && Number.isFinite(n) ? Math.round(n) : MAX_PREP_DEFAULT;
  },
  z
    .number()
    .int()
    .min(5, "Maximum preparation time must be at least 5 minutes")
    .max(300, "Maximum preparation time must be at most 300 minutes"),
);

export const PreferencesInputSchema = z.strictObject({
  allergies: listOf(ALLERGIES),
  diets: listOf(DIETS),
  preferredIngredients: z
    .array(text().trim().min(1).max(60))
    .max(100)
    .default([])
    .transform((a) => [...new Set(a.map((s) => s.toLowerCase()))]),
  preferredCuisines: listOf(CUISINES),
  regionalFocus: listOf(REGIONS),
  maxPrepMinutes: MaxPrepSchema.default(MAX_PREP_DEFAULT),
});
export type PreferencesInput = z.input<typeof PreferencesInputSchema>;

export const PreferencesSchema = z.object({
  allergies: z.array(z.enum(ALLERGIES)),
  diets: z.array(z.enum(DIETS)),
  preferredIngredients: z.array(z.string()),
  preferredCuisines: z.array(z.enum(CUISINES)),
  regionalFocus: z.array(z.enum(REGIONS)),
  maxPrepMinutes: z.number().int(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  allergies: [],
  diets: [],
  preferredIngredients: [],
  preferredCuisines: [],
  regionalFocus: [],
  maxPrepMinutes: MAX_PREP_DEFAULT,
};
