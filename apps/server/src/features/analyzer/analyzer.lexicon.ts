import {
  CRUMPET_GRAMS,
  CURED_MEAT_GRAMS,
  type FoodSource,
  mixedDrinkNamed,
  OTHER_FOOD_IN,
  PANCARRE_SLICE_GRAMS,
  SAUSAGE_GRAMS,
  SAUSAGES_SAID_BARE,
  BACK_RASHER_GRAMS,
  SANDWICH_FILLING_SLICES,
  TAKEAWAY_KEBAB_GRAMS,
  SIDE_SALAD_GRAMS,
  STRING_CHEESE_PIECE,
  UK_BREAD_SLICE_GRAMS,
  WINE_GLASS_GRAMS,
  DRINK_CAN_GRAMS,
  YOGURT_POT_GRAMS,
} from "@app/shared";

/**
 * Everyday foods named in descriptions (English and Italian), pinned to one food-database entry each so
 * '2 eggs' always means the same eggs. Household measures come from that entry's portions
 * (`count` names the portion one piece weighs); `measures` only fills in units the table has no portion
 * for (a glass, a scoop). Foods not listed here are looked up with the food search.
 */
export interface LexiconEntry {
  key: string;
  source: FoodSource;
  sourceId: string;
  /** English names, singular and plural, most specific first. */
  en: string[];
  it: string[];
  /** Portion description (regex, case-insensitive) of one piece: '2 eggs', 'a banana'. */
  count?: string;
  /** Grams per unit where the table has no portion for it. */
  measures?: Partial<Record<Unit, number>>;
  /** Grams when neither amount nor unit is said ('greek yogurt'). Defaults to one `count` piece. */
  serving?: number;
  /** The food is a drink: ml count as grams. */
  liquid?: boolean;
  /**
   * A product said by its brand or its own name that the tables hold only under a generic name ('double decker', 'irn
   * bru', 'sfogliatella'): the chat pins it in either language (`pinnedFood`), as no search finds it by that name.
   */
  product?: true;
}

export const UNITS = [
  "cup",
  "glass",
  "slice",
  "tbsp",
  "tsp",
  "piece",
  "bowl",
  "can",
  "bar",
  "container",
  "scoop",
  "handful",
  "fillet",
  "serving",
  "bottle",
  "side",
] as const;
export type Unit = (typeof UNITS)[number];

/**
 * Italian regional foods said by their own name, which no table holds under it (0027-fix22bIT; trial22a read
 * 'arrosticini' as a part with no energy, 'babà' as babassu oil, and found no bombolone): each pinned to the tables' same
 * food at the piece an Italian bar or grill serves. Dishes of several parts are `ITALIAN_DISH_COMPOSITES` (shared).
 */
const ITALIAN_REGIONAL_FOODS: LexiconEntry[] = [
  // Arrosticini (Abruzzo): small lamb or mutton skewers grilled, ~15 g of cooked meat each, eaten by the ten (150 g);
  // CoFID's grilled diced lamb-shoulder kebabs (288 kcal/100 g).
  {
    key: "arrosticini",
    source: "uk_cofid_2015",
    sourceId: "18-172",
    en: ["arrosticini"],
    it: ["arrosticini", "arrosticino"],
    measures: { piece: 15, serving: 150 },
    serving: 150,
    product: true,
  },
  // A bombolone (Tuscany): a yeast doughnut filled with custard, 70-90 g (FNDDS custard-filled doughnut, 363 kcal/100 g).
  {
    key: "bombolone",
    source: "usda_fndds_2021_2023",
    sourceId: "53521210",
    en: ["bomboloni", "bombolone"],
    it: ["bomboloni alla crema", "bombolone alla crema", "bomboloni", "bombolone"],
    measures: { piece: 80 },
    serving: 80,
    product: true,
  },
  // A babà (Naples): a yeast cake soaked in rum syrup, 60-90 g (CoFID's homemade rum baba, 222 kcal/100 g).
  {
    key: "baba",
    source: "uk_cofid_2015",
    sourceId: "11-1111",
    en: ["rum babas", "rum baba"],
    it: ["babà al rum", "baba al rum", "babà", "baba"],
    measures: { piece: 80 },
    serving: 80,
    product: true,
  },
  // A panzerotto (Apulia): a half-moon of pizza dough with mozzarella and tomato, fried, ~150 g (FNDDS cheese calzone).
  {
    key: "panzerotto",
    source: "usda_fndds_2021_2023",
    sourceId: "58108000",
    en: ["panzerotti", "panzerotto"],
    it: ["panzerotti fritti", "panzerotto fritto", "panzerotti", "panzerotto"],
    measures: { piece: 150 },
    serving: 150,
    product: true,
  },
  // Italian pasticceria said by its own name (0027-pins22; trial22b read colomba as a Colombo papaya, pastiera as pastis,
  // a cannolo as a 250 g plate, a cornetto al pistacchio as a plain croissant, and found no pandoro nor taralli). A colomba
  // is panettone's Easter dough (CIQUAL 7719, 352 kcal/100 g), a slice 80 g (70-90 g).
  {
    key: "colomba",
    source: "ciqual_2025",
    sourceId: "7719",
    en: ["colomba cake", "colomba"],
    it: ["colomba pasquale", "colombe", "colomba"],
    measures: { slice: 80, piece: 80 },
    serving: 80,
    product: true,
  },
  // A pandoro is a butter brioche cake (CIQUAL 7742 'Brioche, plain, from bakery', 420; labels ~410), a slice 80 g.
  {
    key: "pandoro",
    source: "ciqual_2025",
    sourceId: "7742",
    en: ["pandoro"],
    it: ["pandori", "pandoro"],
    measures: { slice: 80, piece: 80 },
    serving: 80,
    product: true,
  },
  // A pastiera is a shortcrust tart of sweetened ricotta and wheat: CoFID's homemade baked cheesecake (12-562, 325), a
  // slice 120 g.
  {
    key: "pastiera",
    source: "uk_cofid_2015",
    sourceId: "12-562",
    en: ["pastiera"],
    it: ["pastiera napoletana", "pastiere", "pastiera"],
    measures: { slice: 120, piece: 120 },
    serving: 120,
    product: true,
  },
  // A cannolo siciliano is a fried shell filled with sweetened ricotta, one piece ~100 g (80-120 g): the sfogliatella's
  // ricotta pastry (SR28 18245 'Danish pastry, cheese', 374), not a plate of a dish.
  {
    key: "cannolo",
    source: "usda_sr28",
    sourceId: "18245",
    en: ["cannoli", "cannolo"],
    it: ["cannoli siciliani", "cannolo siciliano", "cannoli", "cannolo"],
    measures: { piece: 100 },
    serving: 100,
    product: true,
  },
  // A cornetto (or bar 'brioche') filled with a nut cream, pistachio, hazelnut or Nutella, 80 g (BLS D771700 'Danish
  // pastry croissant, filled with nut nougat cream', 465); one filled with custard cream, 80 g (CoFID 11-843 'Pastries,
  // cream filled, retail', 415). A plain 'cornetto' stays the butter croissant.
  {
    key: "cornetto-nut-cream",
    source: "bls_4_0",
    sourceId: "D771700",
    en: ["pistachio croissants", "pistachio croissant", "nutella croissant"],
    it: ["cornetto", "cornetti", "brioche", "croissant"].flatMap((b) => [
      `${b} al pistacchio`,
      `${b} alla nutella`,
      `${b} alla nocciola`,
      `${b} con la nutella`,
    ]),
    measures: { piece: 80 },
    serving: 80,
    product: true,
  },
  {
    key: "cornetto-custard",
    source: "uk_cofid_2015",
    sourceId: "11-843",
    en: ["custard croissants", "custard croissant", "cream croissant"],
    it: ["cornetto", "cornetti", "brioche", "croissant"].flatMap((b) => [`${b} alla crema`, `${b} con la crema`, `${b} crema`]),
    measures: { piece: 80 },
    serving: 80,
    product: true,
  },
  // Taralli (Apulia) are ring crackers of flour, olive oil and wine, 8-10 g each (CIQUAL 38402 wheat crackers, 499; the
  // labels' 450-490), a serving the bag's 30 g.
  {
    key: "taralli",
    source: "ciqual_2025",
    sourceId: "38402",
    en: ["taralli"],
    it: ["tarallini", "taralli", "tarallo"],
    measures: { piece: 9, container: 30, serving: 30 },
    serving: 30,
    product: true,
  },
  // Lampredotto (Florence) is the abomasum tripe simmered in broth, ~130 g in its roll (SR28 23640 simmered tripe, 94).
  {
    key: "lampredotto",
    source: "usda_sr28",
    sourceId: "23640",
    en: ["lampredotto"],
    it: ["lampredotto"],
    measures: { piece: 130, serving: 130 },
    serving: 130,
    product: true,
  },
];

/**
 * British shelf products and bakery items said by their name (0027-pins22; trial22b read Ribena as a ribeye steak, Oat
 * So Simple as an oat soup, a Jaffa cake at 32 g, a cheese toastie as one 39 g slice, and a teacake and Hula Hoops as
 * parts with no energy). Each is the tables' food of its kind at its piece or pack on the label: a Jaffa cake 12.2 g
 * (CoFID 11-739); Ribena the blackcurrant squash as drunk, diluted (CoFID 17-845, 27 kcal/100 g), a glass 250 ml, a
 * carton 250 ml, a bottle 500 ml; Oat So Simple instant oats (CoFID 11-792, 352) dry, a sachet 27 g, a pot 50 g (45-57
 * g); Lucozade Energy (CoFID 17-761, 60) the 380 ml bottle; Hula Hoops potato rings (CoFID 17-643, 480) the 24 g
 * multipack bag; a teacake a toasted fruited bun (CoFID 11-948, 311) of 65 g; a slice of lemon drizzle 70 g of lemon
 * loaf cake (BLS D4A8700, 437); a cheese toastie two slices and cheese, 120 g (FNDDS 14640125 grilled cheddar sandwich,
 * 368); an Innocent smoothie (CIQUAL 2500, 60) the 250 ml bottle; a cheese and onion pasty or bake the bakery's 150 g
 * (CoFID 11-997 'Cheese and onion rolls, pastry, retail', 327), not a Cornish (meat) pasty.
 */
const UK_SHELF_PRODUCTS: LexiconEntry[] = [
  {
    key: "jaffa-cakes",
    source: "uk_cofid_2015",
    sourceId: "11-739",
    en: ["jaffa cakes", "jaffa cake", "jaffas"],
    it: ["jaffa cakes"],
    measures: { piece: 12.2 },
    serving: 12.2,
    product: true,
  },
  {
    key: "ribena",
    source: "uk_cofid_2015",
    sourceId: "17-845",
    en: ["ribena", "blackcurrant squash", "blackcurrant cordial"],
    it: ["ribena"],
    measures: { glass: 250, container: 250, bottle: 500, can: DRINK_CAN_GRAMS, cup: 250 },
    serving: 250,
    liquid: true,
    product: true,
  },
  {
    key: "oat-so-simple",
    source: "uk_cofid_2015",
    sourceId: "11-792",
    en: ["sachets of oat so simple", "sachet of oat so simple", "oat so simple pots", "oat so simple pot", "oat so simple", "oatsosimple"],
    it: [],
    measures: { piece: 27, container: 50, bowl: 27, serving: 27 },
    serving: 27,
    product: true,
  },
  {
    key: "lucozade",
    source: "uk_cofid_2015",
    sourceId: "17-761",
    en: ["lucozade energy", "lucozade"],
    it: ["lucozade"],
    measures: { bottle: 380, glass: 250, can: DRINK_CAN_GRAMS },
    serving: 380,
    liquid: true,
    product: true,
  },
  {
    key: "hula-hoops",
    source: "uk_cofid_2015",
    sourceId: "17-643",
    en: ["packets of hula hoops", "packet of hula hoops", "bags of hula hoops", "bag of hula hoops", "hula hoops"],
    it: [],
    measures: { piece: 24, container: 24, serving: 24 },
    serving: 24,
    product: true,
  },
  {
    key: "teacake",
    source: "uk_cofid_2015",
    sourceId: "11-948",
    en: ["toasted teacakes", "toasted teacake", "teacakes", "teacake", "toasted tea cakes", "toasted tea cake"],
    it: [],
    measures: { piece: 65 },
    serving: 65,
    product: true,
  },
  {
    key: "lemon-drizzle",
    source: "bls_4_0",
    sourceId: "D4A8700",
    en: ["lemon drizzle cakes", "lemon drizzle cake", "lemon drizzle slice", "lemon drizzle"],
    it: [],
    measures: { slice: 70, piece: 70 },
    serving: 70,
    product: true,
  },
  {
    key: "cheese-toastie",
    source: "usda_fndds_2021_2023",
    sourceId: "14640125",
    en: ["cheese toasties", "cheese toastie", "cheese toasty", "cheddar toastie"],
    it: [],
    measures: { piece: 120 },
    serving: 120,
    product: true,
  },
  {
    key: "innocent-smoothie",
    source: "ciqual_2025",
    sourceId: "2500",
    en: ["innocent smoothies", "innocent smoothie"],
    it: ["innocent smoothie"],
    measures: { bottle: 250, glass: 250, container: 250 },
    serving: 250,
    liquid: true,
    product: true,
  },
  {
    key: "cheese-onion-pasty",
    source: "uk_cofid_2015",
    sourceId: "11-997",
    en: [
      "cheese and onion pasties",
      "cheese and onion pasty",
      "cheese and onion bakes",
      "cheese and onion bake",
      "cheese & onion pasty",
      "cheese & onion bake",
    ],
    it: [],
    measures: { piece: 150 },
    serving: 150,
    product: true,
  },
];
/**
 * Italian soft drinks said by their name (0027-fix22bIT; trial22a read 'chinotto' as Chinook salmon, and 'gassosa',
 * 'crodino', 'spuma' as parts with no energy): each pinned to the tables' soft drink of its class, at its bottle or the
 * European 330 ml can (`DRINK_CAN_GRAMS`). Chinotto is a dark, cola-like citrus soda (labels 8-10 g of sugars/100 ml):
 * SR28's cola; gassosa a clear lemon soda (Ciqual's French 'limonade', 8.2 g); spuma a sweet amber soda (SR28's
 * lemon-lime soda, 10.4 g); Crodino and Sanbittèr non-alcoholic bitter aperitifs in 100 ml bottles (labels ~40 kcal and
 * ~10 g of sugars/100 ml: SR28's tonic water, 34 kcal, the tables' sweetened bitter soda).
 */
const ITALIAN_SOFT_DRINKS: LexiconEntry[] = [
  {
    key: "chinotto",
    source: "usda_sr28",
    sourceId: "14400",
    en: ["chinotto"],
    it: ["chinotto"],
    measures: { can: DRINK_CAN_GRAMS, glass: 200, bottle: DRINK_CAN_GRAMS },
    serving: DRINK_CAN_GRAMS,
    liquid: true,
    product: true,
  },
  {
    key: "gassosa",
    source: "ciqual_2025",
    sourceId: "18010",
    en: ["gassosa", "gazzosa"],
    it: ["gassosa", "gazzosa", "limonata gassata"],
    measures: { can: DRINK_CAN_GRAMS, glass: 200, bottle: 275 },
    serving: DRINK_CAN_GRAMS,
    liquid: true,
    product: true,
  },
  {
    key: "spuma",
    source: "usda_sr28",
    sourceId: "14144",
    en: ["spuma"],
    it: ["spuma bionda", "spuma nera", "spuma"],
    measures: { can: DRINK_CAN_GRAMS, glass: 200, bottle: 275 },
    serving: DRINK_CAN_GRAMS,
    liquid: true,
    product: true,
  },
  {
    key: "bitter-aperitif",
    source: "usda_sr28",
    sourceId: "14155",
    en: ["crodino", "sanbitter", "sanbittèr"],
    it: ["crodino", "sanbitter", "sanbittèr", "san bitter", "bitter analcolico"],
    measures: { bottle: 100, glass: 100 },
    serving: 100,
    liquid: true,
    product: true,
  },
];

/** A chip-shop side of mushy peas, 90 g (80-100 g served; 0027-fix22cEN). */
const SIDE_OF_MUSHY_PEAS_GRAMS = 90;

export const LEXICON: LexiconEntry[] = [
  { key: "egg", source: "usda_sr28", sourceId: "01123", en: ["eggs", "egg"], it: ["uova", "uovo"], count: "^1 large$" },
  {
    key: "wholewheat-bread",
    source: "usda_sr28",
    sourceId: "18075",
    en: ["whole wheat bread", "whole-wheat bread", "wholemeal bread", "wholewheat bread", "brown bread", "whole grain bread"],
    it: ["pane integrale"],
    count: "^1 slice$",
  },
  // A bread roll said plainly is the usual white roll, a wholemeal (brown) one the same roll of wholemeal: FNDDS' medium
  // roll, 43 g (0023-misreads). The search read 'a bread roll' as SR28's Mexican bolillo (98 g) and 'a wholemeal roll' as
  // BLS' wholemeal roll at a 200 g dish's plate. Filled rolls ('a ham roll') are sandwiches, read before the lexicon.
  {
    key: "white-roll",
    source: "usda_fndds_2021_2023",
    sourceId: "51150000",
    en: ["white bread rolls", "white bread roll", "bread rolls", "bread roll", "white rolls", "white roll", "dinner rolls", "dinner roll"],
    it: ["rosette", "rosetta"],
    count: "^1 medium/regular/sandwich size roll$",
  },
  {
    key: "wholemeal-roll",
    source: "usda_fndds_2021_2023",
    sourceId: "51320500",
    en: [
      "wholemeal bread rolls",
      "wholemeal bread roll",
      "brown bread rolls",
      "brown bread roll",
      "wholemeal rolls",
      "wholemeal roll",
      "whole wheat rolls",
      "whole wheat roll",
      "wholewheat rolls",
      "wholewheat roll",
      "brown rolls",
      "brown roll",
    ],
    it: [],
    count: "^1 medium/regular/sandwich size roll$",
  },
  // No table has Romagna's flatbread: Ciqual's thin wheat flatbread (320 kcal/100 g) at a packaged piadina's weight
  // (sold 100-125 g a piece).
  {
    key: "piadina",
    source: "ciqual_2025",
    sourceId: "7815",
    en: ["piadina", "piadinas", "piadine"],
    it: ["piadina", "piadine"],
    measures: { piece: 110 },
    serving: 110,
  },
  {
    key: "toast",
    source: "usda_sr28",
    sourceId: "18070",
    en: ["toast", "toasts"],
    // 'Fette biscottate' are rusks (the rusk entry below), not toasted bread (0026-itdish).
    it: ["pane tostato"],
    count: "^1 slice, large$",
  },
  // Wholemeal toast is SR28's toasted whole-wheat bread (18076, its '1 slice' 25 g), not BLS' 'Wholemeal wheat toast' with
  // no portion, 65 g a slice (0027-fix22bEN: 'scrambled egs on two slices of wholemeal toast' read 130 g of it).
  {
    key: "wholemeal-toast",
    source: "usda_sr28",
    sourceId: "18076",
    en: ["wholemeal toast", "whole wheat toast", "wholewheat toast", "brown toast", "whole grain toast", "wholegrain toast"],
    it: ["pane integrale tostato"],
    count: "^1 slice$",
  },
  // British crisps are the US tables' potato chips (FNDDS 'Crisp, apple' is a baked dessert); a packet is the small
  // single-serving bag, 28 g (UK packets hold 25-40 g).
  {
    key: "crisps",
    source: "usda_fndds_2021_2023",
    sourceId: "71200100",
    en: ["packet of crisps", "packets of crisps", "bag of crisps", "bags of crisps", "potato crisps", "crisps"],
    // 'Patatine' said alone are crisps too, as the chat reads them (fries are 'patatine fritte': `WHOLE_NAME_ONLY`).
    it: [
      "pacchetto di patatine",
      "pacchetti di patatine",
      "sacchetto di patatine",
      "patatine in busta",
      "patatine in sacchetto",
      "patatine",
    ],
    count: "^1 small single serving bag$",
  },
  { key: "bread", source: "usda_sr28", sourceId: "18069", en: ["white bread", "bread"], it: ["pane bianco", "pane"], count: "^1 slice$" },
  // Granary or malted bread, toasted or not, is CoFID's malted wheat bread (237 kcal/100 g), a UK sliced loaf's slice of
  // 38 g (800 g loaves of 20-22 slices, 36-40 g), not white toast's 22 g slice (0024-trialfix).
  {
    key: "granary-bread",
    source: "uk_cofid_2015",
    sourceId: "11-972",
    en: ["granary bread", "granary toast", "granary", "malted bread", "malted wheat bread", "malted toast"],
    it: [],
    measures: { slice: UK_BREAD_SLICE_GRAMS, piece: UK_BREAD_SLICE_GRAMS },
    serving: UK_BREAD_SLICE_GRAMS,
  },
  {
    key: "greek-yogurt",
    source: "usda_sr28",
    sourceId: "01293",
    en: ["greek yogurt", "greek yoghurt", "greek-style yogurt"],
    it: ["yogurt greco", "yoghurt greco"],
    measures: { container: 170, cup: 245, tbsp: 15, serving: 170 },
    serving: 170,
  },
  {
    key: "yogurt",
    source: "usda_sr28",
    sourceId: "01116",
    en: ["yogurt", "yoghurt", "plain yogurt"],
    it: ["yogurt", "yoghurt", "yogurt bianco"],
    // One yogurt, or a pot of it, is the European pot, 125 g (not the table's US 6 oz container) (0024-anafix).
    measures: { tbsp: 15, container: YOGURT_POT_GRAMS, piece: YOGURT_POT_GRAMS },
  },
  // A fruit yogurt ('yogurt alla fragola', 'a strawberry yogurt') is the tables' yogurt with fruit, CIQUAL's average
  // (91 kcal/100 g; FNDDS whole milk 106, SR28 low fat 99), not a Greek nonfat one; one pot is 125 g (0024-anafix).
  {
    key: "fruit-yogurt",
    source: "ciqual_2025",
    sourceId: "19628",
    en: ["strawberry yogurt", "strawberry yoghurt", "fruit yogurt", "fruit yoghurt", "fruit yogurts"],
    it: [
      "yogurt ai frutti di bosco",
      "yogurt alla fragola",
      "yogurt alla frutta",
      "yogurt alla pesca",
      "yogurt alle fragole",
      "yogurt alla banana",
      "yogurt all'albicocca",
    ],
    measures: { tbsp: 15, container: YOGURT_POT_GRAMS, piece: YOGURT_POT_GRAMS },
  },
  {
    key: "milk",
    source: "usda_sr28",
    sourceId: "01077",
    en: ["whole milk", "milk"],
    it: ["latte intero", "latte"],
    count: "^1 cup$",
    // A glass is 200 ml, the chat's household glass (a cup is 240 ml; the tables have no glass of it).
    measures: { glass: 200 },
    liquid: true,
  },
  {
    key: "skim-milk",
    source: "usda_sr28",
    sourceId: "01079",
    en: ["semi-skimmed milk", "low fat milk", "2% milk"],
    it: ["latte parzialmente scremato", "latte scremato"],
    count: "^1 cup$",
    // A glass is 200 ml, the chat's household glass (a cup is 240 ml; the tables have no glass of it).
    measures: { glass: 200 },
    liquid: true,
  },
  { key: "banana", source: "usda_sr28", sourceId: "09040", en: ["bananas", "banana"], it: ["banane", "banana"], count: "^1 medium" },
  { key: "apple", source: "usda_sr28", sourceId: "09003", en: ["apples", "apple"], it: ["mele", "mela"], count: "^1 medium" },
  { key: "orange", source: "usda_sr28", sourceId: "09200", en: ["oranges", "orange"], it: ["arance", "arancia"], count: "^1 fruit" },
  { key: "pear", source: "usda_sr28", sourceId: "09252", en: ["pears", "pear"], it: ["pere", "pera"], count: "^1 medium$" },
  {
    key: "grapes",
    source: "usda_sr28",
    sourceId: "09132",
    en: ["grapes", "grape"],
    it: ["uva", "acini d'uva"],
    count: "^10 grapes$",
    serving: 151,
  },
  {
    key: "strawberries",
    source: "usda_sr28",
    sourceId: "09316",
    en: ["strawberries", "strawberry"],
    it: ["fragole", "fragola"],
    count: "^1 large",
    measures: { cup: 144 },
    serving: 144,
  },
  {
    key: "blueberries",
    source: "usda_sr28",
    sourceId: "09050",
    en: ["blueberries", "blueberry"],
    it: ["mirtilli", "mirtillo"],
    serving: 148,
    measures: { handful: 40 },
  },
  // Avocado said without an amount ('avocado toast', 'insalata con avocado') is half of one, as it is sliced on a toast or
  // into a salad (FNDDS' '1 fruit' 150 g edible, SR28's California one 136 g): 70 g. 'An avocado' is a whole one.
  {
    key: "avocado",
    source: "usda_sr28",
    sourceId: "09037",
    en: ["avocados", "avocado"],
    it: ["avocado"],
    count: "^1 avocado",
    serving: 70,
  },
  {
    key: "orange-juice",
    source: "usda_sr28",
    sourceId: "09206",
    en: ["orange juice"],
    it: ["succo d'arancia", "spremuta d'arancia", "spremuta"],
    count: "^1 cup$",
    // A glass is 200 ml, the chat's household glass (a cup is 240 ml; the tables have no glass of it).
    measures: { glass: 200 },
    liquid: true,
  },
  {
    key: "apple-juice",
    source: "usda_sr28",
    sourceId: "09016",
    en: ["apple juice"],
    it: ["succo di mela"],
    count: "^1 cup$",
    // A glass is 200 ml, the chat's household glass (a cup is 240 ml; the tables have no glass of it).
    measures: { glass: 200 },
    liquid: true,
  },
  {
    key: "rice",
    source: "usda_sr28",
    sourceId: "20045",
    en: ["white rice", "cooked rice", "rice"],
    it: ["riso bianco", "riso"],
    count: "^1 cup$",
    // A plate or bowl of rice: 80 g of raw rice, the Italian portion (SINU/CREA, as for a plate of pasta, decision
    // 0016-dishes), cooked: × 2.8 (SR28: 365 kcal per 100 g raw, 130 cooked), 225 g. A cup stays the table's 158 g.
    measures: { bowl: 225 },
  },
  {
    key: "pasta",
    source: "usda_sr28",
    sourceId: "20121",
    en: ["spaghetti", "penne", "pasta"],
    it: ["spaghetti", "penne", "pasta"],
    count: "^1 cup spaghetti not packed$",
    measures: { bowl: 250 },
  },
  { key: "quinoa", source: "usda_sr28", sourceId: "20137", en: ["quinoa"], it: ["quinoa"], count: "^1 cup$" },
  {
    key: "oats",
    source: "usda_sr28",
    sourceId: "08120",
    en: ["rolled oats", "oats", "oat flakes"],
    it: ["fiocchi d'avena", "avena"],
    count: "^1 cup$",
    measures: { tbsp: 5 },
  },
  {
    key: "oatmeal",
    source: "usda_fndds_2021_2023",
    sourceId: "56202960",
    en: ["porridge", "oatmeal"],
    it: ["porridge"],
    count: "^1 cup, cooked$",
    measures: { bowl: 240 },
  },
  {
    key: "corn-flakes",
    source: "usda_sr28",
    sourceId: "08020",
    en: ["corn flakes", "cornflakes", "cereal", "cereals"],
    it: ["corn flakes", "cornflakes", "cereali"],
    count: "^1 cup",
    measures: { bowl: 30 },
  },
  // Granola is the breakfast cereal (FNDDS 'Cereal, granola': 1 cup, 110 g, also its quantity not specified), not the
  // search's 'Cookie, granola', which ties with it on the word.
  {
    key: "granola",
    source: "usda_fndds_2021_2023",
    sourceId: "57227000",
    en: ["granola"],
    it: ["granola"],
    count: "^1 cup$",
    // A bowl of a breakfast cereal is its label serving, as corn flakes' bowl is their 1-cup 30 g: SR28's granola cereals'
    // NLEA servings are 48-60 g, median 52 g (FNDDS' cup, 110 g, is a cup filled to the brim; 0022-dishcons3).
    measures: { bowl: 52 },
    // Said without an amount ('granola with greek yogurt and strawberries') it is that bowl too, not the US cup of 110 g
    // (0027-fix22anaEN).
    serving: 52,
  },
  // Muesli is a bowl's cereal as granola is: CoFID's Swiss-style muesli (366 kcal/100 g) at the UK label's 45-50 g bowl,
  // 50 g, said bare or by the bowl; the search read 'muesli with milk' as CIQUAL's 30 g of a prepacked muesli already
  // mixed with milk, 46 kcal (0027-fix22anaEN).
  {
    key: "muesli",
    source: "uk_cofid_2015",
    sourceId: "11-780",
    en: ["swiss style muesli", "muesli"],
    it: ["muesli"],
    measures: { bowl: 50 },
    serving: 50,
  },
  {
    key: "chicken-breast",
    source: "usda_sr28",
    sourceId: "05064",
    en: ["chicken breast", "chicken breasts", "grilled chicken", "chicken"],
    it: ["petto di pollo", "pollo"],
    count: "^0.5 breast",
  },
  // Chicken carved from a takeaway's spit (shawarma, doner, gyros) is thigh meat roasted with its skin and marinade, FNDDS
  // 'Chicken thigh, skin eaten' (226 kcal/100 g), at a takeaway plate's or wrap's 150 g of meat: not the lexicon's half
  // breast, roasted and skinless, 86 g (0027-fix22anaEN: 'chicken shawarma with rice and salad' was 407 kcal for ~606).
  {
    key: "spit-roast-chicken",
    source: "usda_fndds_2021_2023",
    sourceId: "24150210",
    en: [
      "chicken shawarma",
      "chicken shawarmas",
      "shawarma chicken",
      "chicken doner",
      "chicken donner",
      "doner chicken",
      "chicken gyros",
      "chicken gyro",
    ],
    it: ["shawarma di pollo", "gyros di pollo"],
    serving: 150,
  },
  {
    key: "turkey-breast",
    source: "usda_sr28",
    sourceId: "05711",
    en: ["turkey breast", "turkey"],
    it: ["petto di tacchino", "tacchino"],
    measures: { slice: 28, serving: 85 },
    serving: 85,
  },
  {
    key: "salmon",
    source: "usda_sr28",
    sourceId: "15237",
    en: ["salmon fillet", "salmon"],
    it: ["filetto di salmone", "salmone"],
    count: "^0.5 fillet$",
    measures: { fillet: 178 },
  },
  { key: "tuna", source: "usda_sr28", sourceId: "15121", en: ["canned tuna", "tuna"], it: ["tonno in scatola", "tonno"], count: "^1 can$" },
  {
    key: "shrimp",
    source: "usda_sr28",
    sourceId: "15271",
    en: ["shrimps", "shrimp", "prawns"],
    it: ["gamberetti", "gamberi"],
    serving: 85,
  },
  {
    key: "beef-patty",
    source: "usda_sr28",
    sourceId: "23568",
    en: ["hamburger patty", "burger patty", "ground beef"],
    it: ["carne macinata"],
    count: "^1 patty",
  },
  // A steak said in English or Italian is a grilled beef steak, lean and trimmed as served (Ciqual 6200 'Beef, steak or
  // beef steak, grilled/pan-fried', 128 kcal/100 g), 180 g (150-200 g served; an 8 oz raw steak cooks to ~170-180 g); a
  // sirloin is Ciqual's grilled sirloin (182). Before, SR28's US top sirloin with its fat, 200 g, 514 kcal (0027-fix22cEN).
  { key: "steak", source: "ciqual_2025", sourceId: "6200", en: ["grilled steak", "steak"], it: ["bistecca"], serving: 180 },
  {
    key: "sirloin",
    source: "ciqual_2025",
    sourceId: "6110",
    en: ["grilled sirloin steak", "sirloin steak", "sirloin"],
    it: ["controfiletto"],
    serving: 180,
  },
  // UK takeaway kebabs in pitta with salad, CoFID's whole entries: a doner 300 g (19-526, 248 kcal/100 g; 300-400 g
  // served), a chicken or shish kebab in pitta 300 g (19-525, 149): not 200 g of a US gyro nor 250 g of pitta with 70 g of
  // kabob (0027-fix22cEN). A kebab said alone is looked for as said.
  {
    key: "doner-kebab",
    source: "uk_cofid_2015",
    sourceId: "19-526",
    en: ["lamb doner kebabs", "lamb doner kebab", "doner kebabs", "doner kebab", "doner in pitta", "doner"],
    it: [],
    serving: TAKEAWAY_KEBAB_GRAMS,
  },
  {
    key: "shish-kebab-pitta",
    source: "uk_cofid_2015",
    sourceId: "19-525",
    en: [
      "chicken shish kebab in pitta bread",
      "chicken shish kebab in pitta",
      "chicken kebab in pitta bread",
      "chicken kebab in pitta",
      "shish kebab in pitta bread",
      "shish kebab in pitta",
      "chicken shish in pitta",
    ],
    it: [],
    serving: TAKEAWAY_KEBAB_GRAMS,
  },
  // Mushy peas are a chip-shop side, 90 g (80-100 g; CoFID 13-563 'Peas, mushy, canned, re-heated', 81 kcal/100 g), not
  // a 250 g plate (0027-fix22cEN).
  {
    key: "mushy-peas",
    source: "uk_cofid_2015",
    sourceId: "13-563",
    en: ["mushy peas"],
    it: [],
    measures: { serving: SIDE_OF_MUSHY_PEAS_GRAMS, side: SIDE_OF_MUSHY_PEAS_GRAMS },
    serving: SIDE_OF_MUSHY_PEAS_GRAMS,
  },
  // Sweet potato fries are a side of fries, 150 g (120-220 g served, as a side of chips; FNDDS 73410200 'Sweet potato
  // fries, NFS', 192 kcal/100 g), cooked, not a raw sweet potato nor the table's 90 g 'Quantity not specified'
  // (0027-fix22cEN).
  {
    key: "sweet-potato-fries",
    source: "usda_fndds_2021_2023",
    sourceId: "73410200",
    en: ["sweet potato fries", "sweet potato chips"],
    it: [],
    measures: { serving: 150, side: 150 },
    serving: 150,
  },
  // A slice or piece of a home apple cake is 90 g (80-100 g), of FNDDS 'Cake or cupcake, apple' (376 kcal/100 g), not the
  // 115 g medium slice nor the table's 200 g 'piece/slice, any size' (0027-fix22cEN).
  {
    key: "apple-cake",
    source: "usda_fndds_2021_2023",
    sourceId: "53102200",
    en: ["apple cake"],
    it: [],
    measures: { slice: 90, piece: 90, serving: 90 },
    serving: 90,
  },
  // Cooked brown rice is SR28's long-grain (1.6 g fibre/100 g; CoFID 1.2-1.5, BLS 1.4), not FNDDS' 1.0, the tables'
  // outlier (0027-fix22cEN); a cup the table's 202 g, a bowl a plate of rice, as white rice.
  {
    key: "brown-rice",
    source: "usda_sr28",
    sourceId: "20037",
    en: ["cooked brown rice", "brown rice"],
    it: ["riso integrale cotto", "riso integrale"],
    count: "^1 cup$",
    measures: { bowl: 225 },
  },
  { key: "ham", source: "usda_sr28", sourceId: "07029", en: ["ham"], it: ["prosciutto cotto", "prosciutto"], count: "^1 slice$" },
  // A cured raw ham (prosciutto crudo, Parma, San Daniele, Serrano; 'prosciutto' in English) is the tables' dry-cured ham,
  // FNDDS 'Ham, prosciutto' (195 kcal/100 g), not the cooked ham ('prosciutto' alone in Italian is still cotto) nor BLS'
  // 'Parma ham boiled' the search found by the word 'Parma'; speck is the smoked cured ham (CIQUAL), not the German
  // 'Speck' (bacon fat). Said alone, the Italian portion of cured meats, 50 g (0024-anafix).
  {
    key: "cured-ham",
    source: "usda_fndds_2021_2023",
    sourceId: "22311450",
    en: ["prosciutto di parma", "san daniele ham", "serrano ham", "dry-cured ham", "parma ham", "cured ham", "prosciutto"],
    it: ["prosciutto crudo di parma", "prosciutto di san daniele", "prosciutto san daniele", "prosciutto di parma", "prosciutto crudo"],
    count: "^1 slice, NFS$",
    serving: CURED_MEAT_GRAMS,
  },
  {
    key: "speck",
    source: "ciqual_2025",
    sourceId: "28801",
    en: ["speck"],
    it: ["speck"],
    measures: { slice: 10 },
    serving: CURED_MEAT_GRAMS,
  },
  { key: "bacon", source: "usda_sr28", sourceId: "43378", en: ["bacon"], it: ["pancetta", "bacon"], count: "^1 slice cooked$" },
  // Bacon said by the rasher or as back bacon is the British back rasher, grilled (CoFID 19-500, 287 kcal/100 g), 25 g a
  // rasher (`BACK_RASHER_GRAMS`), two said bare: '2 rashers of back bacon' was 500 g, two of the search's 250 g
  // (0027-fix22cEN). Bacon said alone stays the US cooked slice above.
  {
    key: "back-bacon",
    source: "uk_cofid_2015",
    sourceId: "19-500",
    en: [
      "grilled back bacon",
      "back bacon rashers",
      "back bacon rasher",
      "back bacon",
      "rashers of back bacon",
      "rasher of back bacon",
      "rashers of bacon",
      "rasher of bacon",
      "bacon rashers",
      "bacon rasher",
      "rashers",
      "rasher",
    ],
    it: [],
    measures: { piece: BACK_RASHER_GRAMS, slice: BACK_RASHER_GRAMS },
    serving: BACK_RASHER_GRAMS * SANDWICH_FILLING_SLICES,
  },
  {
    key: "potato",
    source: "usda_sr28",
    sourceId: "11674",
    en: ["baked potatoes", "baked potato", "potatoes", "potato"],
    it: ["patate", "patata"],
    count: "^1 potato medium$",
  },
  // Mashed potato said in Italian ('purè', 'purè di patate', 'puré'): an accented Italian food word is read as Italian,
  // FNDDS' 'Potato, mashed, NFS' (114 kcal/100 g), a side's 200 g (SINU's portion of potatoes), not SR28's 'Pure alcohol'
  // that the search found for its letters (0026-fix21bit). Bare 'pure' is not listed: in Italian it is also 'too'.
  {
    key: "mashed-potato",
    source: "usda_fndds_2021_2023",
    sourceId: "71501000",
    en: [],
    it: ["purè di patate", "puré di patate", "purea di patate", "purè", "puré"],
    serving: 200,
    measures: { side: 200 },
  },
  // Orzotto is pearl barley cooked like a risotto (BLS 'Pearl barley prepared like risotto', 112 kcal/100 g): a plate of
  // it is a risotto's plate, 300 g (80 g of dry barley), not an unknown name (0026-fix21bit).
  {
    key: "orzotto",
    source: "bls_4_0",
    sourceId: "X991442",
    en: [],
    it: ["orzotto"],
    serving: 300,
    measures: { bowl: 300, serving: 300 },
  },
  // Scaloppine (al limone, al vino bianco, al marsala) are floured veal escalopes cooked in butter with their sauce:
  // FNDDS 'Veal scallopini' (241 kcal/100 g), a main's 150 g (0026-fix21bit; 'scaloppine al limone' was an unknown name).
  {
    key: "veal-scallopini",
    source: "usda_fndds_2021_2023",
    sourceId: "27135020",
    en: ["veal scallopini", "scallopini", "scaloppini"],
    it: ["scaloppine al limone", "scaloppine al vino bianco", "scaloppine al marsala", "scaloppine di vitello", "scaloppine", "scaloppina"],
    serving: 150,
  },
  {
    // Roast potatoes, Italian 'patate al forno' / 'arrosto', are cut and roasted in oil (CoFID 'Potatoes, old, roasted in
    // rapeseed oil', 161 kcal per 100 g), not a plain baked potato (93): a side of them is FNDDS' roasted potato
    // 'quantity not specified', 170 g.
    key: "roast-potatoes",
    source: "uk_cofid_2015",
    sourceId: "13-534",
    en: ["roast potatoes", "roasted potatoes", "roast potato"],
    it: ["patate al forno", "patate arrosto", "patate arrostite"],
    serving: 170,
    measures: { cup: 160, side: 170 },
  },
  { key: "broccoli", source: "usda_sr28", sourceId: "11090", en: ["broccoli"], it: ["broccoli"], count: "^1 spear", serving: 91 },
  { key: "carrot", source: "usda_sr28", sourceId: "11124", en: ["carrots", "carrot"], it: ["carote", "carota"], count: "^1 medium$" },
  {
    key: "tomato",
    source: "usda_sr28",
    sourceId: "11529",
    en: ["cherry tomatoes", "tomatoes", "tomato"],
    it: ["pomodorini", "pomodori", "pomodoro"],
    count: "^1 medium whole",
  },
  // A spring roll in English is the fried one of a Chinese takeaway (CoFID 'Spring rolls, meat, takeaway', 242 kcal/100
  // g), not CIQUAL's fresh rice-paper roll (103); no table gives its piece but its twin's, FNDDS' '1 egg roll', 64 g
  // (0024-leftovers: 'spring rolls' were 200 g each).
  {
    key: "spring-roll",
    source: "uk_cofid_2015",
    sourceId: "19-327",
    en: ["spring rolls", "spring roll"],
    it: [],
    measures: { piece: 64 },
  },
  // A crumpet is CoFID's toasted crumpet (207 kcal/100 g), the one table that has it; none weighs one but FNDDS, which
  // files the crumpet under its English muffin ('Muffin, English': '1 crumpet', 45 g): that piece (0025-anaportion: '2
  // crumpets' were 500 g, 1,035 kcal).
  {
    key: "crumpet",
    source: "uk_cofid_2015",
    sourceId: "11-989",
    en: ["crumpets", "crumpet"],
    it: ["crumpets", "crumpet"],
    measures: { piece: CRUMPET_GRAMS },
  },
  // A cheese string (string cheese) is a stick of part-skim mozzarella: FNDDS' '1 stick', 28.35 g (its '1 string', 4.7 g,
  // is one strand pulled off it). The search read 'a cheese string' as string beans and cheese sauce (0025-anaportion).
  {
    key: "string-cheese",
    source: "usda_fndds_2021_2023",
    sourceId: "14107030",
    en: ["cheese strings", "cheese string", "string cheeses", "string cheese", "cheestrings", "cheestring"],
    it: [],
    count: STRING_CHEESE_PIECE.source,
  },
  // A mixed salad said as a dish or a side ('a mixed salad', 'insalata mista') is a side salad's portion of mixed leaves
  // (FNDDS 'Mixed salad greens, raw'), 80 g as 'a side salad' is, not the table's 18 g garnish (0025-anaportion).
  {
    key: "mixed-salad",
    source: "usda_fndds_2021_2023",
    sourceId: "75114000",
    en: ["mixed green salads", "mixed green salad", "mixed leaf salad", "mixed salads", "mixed salad"],
    it: ["insalate miste", "insalata mista"],
    measures: { piece: SIDE_SALAD_GRAMS },
    serving: SIDE_SALAD_GRAMS,
  },
  {
    key: "cucumber",
    source: "usda_sr28",
    sourceId: "11205",
    en: ["cucumbers", "cucumber"],
    it: ["cetrioli", "cetriolo"],
    count: "^1 cucumber",
  },
  {
    key: "lettuce",
    source: "usda_sr28",
    sourceId: "11253",
    en: ["green salad", "salad", "lettuce"],
    it: ["insalata verde", "insalata", "lattuga"],
    count: "^1 cup shredded$",
    measures: { bowl: 72 },
  },
  // Mixed vegetables said with their cooking (roasted, grilled, baked: 'verdure grigliate', 'verdure al forno') are
  // vegetables cooked with fat: BLS' 'Vegetable mix fried' (59 kcal/100 g), a side's 93 g (FNDDS' classic mixed
  // vegetables, cooked, quantity not specified). The search read them as an oat soup with vegetable stock, a baked potato
  // with vegetables or a canned steak soup (0023-misreads).
  {
    key: "cooked-vegetables",
    source: "bls_4_0",
    sourceId: "X518233",
    en: [
      "oven roasted vegetables",
      "roasted mixed vegetables",
      "grilled mixed vegetables",
      "roasted vegetables",
      "roast vegetables",
      "grilled vegetables",
      "baked vegetables",
      "roasted veggies",
      "grilled veggies",
    ],
    it: [
      "verdure miste grigliate",
      "grigliata di verdure",
      "verdure alla griglia",
      "verdure grigliate",
      "verdure arrostite",
      "verdure al forno",
      "verdure arrosto",
      "verdure ai ferri",
      // Vegetables said bare with a dish ('insalata di farro con verdure', 'cous cous con verdure') are cooked mixed
      // vegetables, not pickled ones (`WHOLE_NAME_ONLY`: 'minestrone di verdure' stays the soup; 0027-fix22anaIT).
      "verdure",
      "verdura",
    ],
    serving: 93,
  },
  { key: "spinach", source: "usda_sr28", sourceId: "11457", en: ["spinach"], it: ["spinaci"], count: "^1 cup$" },
  { key: "onion", source: "usda_sr28", sourceId: "11282", en: ["onions", "onion"], it: ["cipolle", "cipolla"], count: "^1 medium" },
  {
    key: "mushrooms",
    source: "usda_sr28",
    sourceId: "11260",
    en: ["mushrooms", "mushroom"],
    it: ["funghi", "fungo"],
    count: "^1 medium$",
    serving: 70,
  },
  {
    key: "bell-pepper",
    source: "usda_sr28",
    sourceId: "11821",
    en: ["red peppers", "red pepper", "bell pepper", "peppers"],
    it: ["peperoni", "peperone"],
    count: "^1 medium",
  },
  {
    key: "cheddar",
    source: "usda_sr28",
    sourceId: "01009",
    en: ["cheddar cheese", "cheddar", "cheese"],
    it: ["cheddar", "formaggio"],
    count: "^1 slice \\(1 oz\\)$",
  },
  {
    key: "mozzarella",
    source: "usda_sr28",
    sourceId: "01026",
    en: ["mozzarella"],
    it: ["mozzarella"],
    measures: { piece: 125, serving: 125 },
    serving: 125,
  },
  {
    key: "parmesan",
    source: "usda_sr28",
    sourceId: "01032",
    en: ["parmesan cheese", "parmesan", "parmigiano"],
    it: ["parmigiano reggiano", "parmigiano", "grana"],
    count: "^1 tbsp$",
    // 'un pezzo di parmigiano' eaten as cheese, not grated: 30 g, the US reference amount for cheese (it was a
    // tablespoon grated, 5 g).
    measures: { piece: 30 },
  },
  // Rusks ('fette biscottate'): a dry slice of 8-11 g on Italian labels, not bread's 30 g slice ('due fette biscottate'
  // were 60 g, 241 kcal).
  {
    key: "rusk",
    source: "ciqual_2025",
    sourceId: "7400",
    en: ["rusks", "rusk"],
    it: ["fette biscottate", "fetta biscottata", "biscottate", "biscottata"],
    measures: { slice: 10, piece: 10 },
    // 'fette biscottate' said without a number are the SINU portion of rusks, 30 g (3-4 rusks), not one rusk
    // (0027-fix22anaIT; 'due fette biscottate' stay two).
    serving: 30,
  },
  // Crostini are small toasted bread cubes or slices eaten on a soup ('zuppa di lenticchie con crostini'): the tables'
  // croutons (FNDDS 51185000, 465 kcal/100 g), 30 g on a bowl; no table names them, so the search found nothing and the
  // part dropped out of the meal's total (0027-fix22anaIT).
  {
    key: "crostini",
    source: "usda_fndds_2021_2023",
    sourceId: "51185000",
    en: ["crostini"],
    it: ["crostini", "crostino", "crostoni"],
    serving: 30,
  },
  // Polenta said as a dish ('polenta con spezzatino', 'polenta e funghi') is the cooked polenta, CIQUAL's 'Polenta or
  // maize/corn semolina, cooked' (76 kcal/100 g), a plate of 250 g (60-70 g of cornmeal, the CREA portion of a cereal):
  // not the raw hydrated polenta the search found (0027-fix22anaIT).
  {
    key: "polenta",
    source: "ciqual_2025",
    sourceId: "9615",
    en: ["polenta"],
    it: ["polenta"],
    serving: 250,
    measures: { bowl: 250, serving: 250, side: 150 },
  },
  // Italian fresh soft cheeses (stracchino, crescenza, Romagna's squacquerone, fresh robiola) are in no table by name:
  // they are uncured, spreadable cow's-milk cheeses, CIQUAL's 'Uncured soft cheese, spreadable, plain' (225 kcal/100 g;
  // squacquerone 220-250, crescenza and stracchino 280-300 in the Italian tables, so these read low). A portion of
  // fresh cheese is 100 g (SINU, LARN 2014).
  {
    key: "fresh-soft-cheese",
    source: "ciqual_2025",
    sourceId: "12068",
    en: ["stracchino", "crescenza", "squacquerone", "robiola"],
    it: ["stracchino", "crescenza", "squacquerone", "robiola"],
    measures: { serving: 100, piece: 100 },
    serving: 100,
  },
  { key: "feta", source: "usda_sr28", sourceId: "01019", en: ["feta cheese", "feta"], it: ["feta"], count: "^1 wedge" },
  {
    key: "cottage-cheese",
    source: "usda_sr28",
    sourceId: "01015",
    en: ["cottage cheese"],
    it: ["fiocchi di latte", "cottage cheese"],
    count: "^4 oz$",
  },
  {
    key: "olive-oil",
    source: "usda_sr28",
    sourceId: "04053",
    en: ["extra virgin olive oil", "olive oil", "oil"],
    it: ["olio extravergine d'oliva", "olio d'oliva", "olio extravergine", "olio"],
    count: "^1 tablespoon$",
  },
  { key: "butter", source: "usda_sr28", sourceId: "01001", en: ["butter"], it: ["burro"], count: "^1 pat" },
  {
    key: "espresso",
    source: "usda_sr28",
    sourceId: "14210",
    en: ["espresso"],
    it: ["caffè espresso", "espresso", "caffè", "caffe", "caffè ristretto"],
    count: "^1 fl oz$",
    liquid: true,
  },
  {
    key: "coffee",
    source: "usda_sr28",
    sourceId: "14209",
    en: ["black coffee", "filter coffee", "coffee"],
    it: ["caffè americano", "caffè lungo", "caffè filtro"],
    count: "^1 cup",
    liquid: true,
  },
  {
    // A protein shake is a scoop of whey powder shaken with water or milk (the milk, when said, is its own food): SR28's
    // whey-based protein powder, a 30 g scoop (the usual scoop of the tubs, about 24 g protein); not a milkshake made from
    // powder, nor a ready-to-drink meal replacement.
    key: "protein-shake",
    source: "usda_sr28",
    sourceId: "14066",
    en: ["protein shake", "protein shakes", "whey protein shake", "whey shake", "protein powder", "whey protein", "whey"],
    it: ["frullato proteico", "frullati proteici", "shake proteico", "proteine in polvere", "proteine whey", "whey"],
    measures: { scoop: 30, piece: 30 },
    serving: 30,
  },
  // A flat white is espresso with steamed whole milk, a latte's make-up in a smaller cup: FNDDS 'Coffee, Latte' at its
  // 8 fl oz cup (240 g), not the white rice the word 'white' found (0024-trial18).
  {
    key: "flat-white",
    source: "usda_fndds_2021_2023",
    sourceId: "92101900",
    en: ["flat whites", "flat white"],
    it: ["flat white"],
    count: "^1 cup \\(8 fl oz\\)$",
    liquid: true,
  },
  { key: "tea", source: "usda_sr28", sourceId: "14355", en: ["black tea", "tea"], it: ["tè", "te", "thè"], count: "^1 cup", liquid: true },
  { key: "sugar", source: "usda_sr28", sourceId: "19335", en: ["sugar"], it: ["zucchero"], count: "^1 tsp$" },
  { key: "honey", source: "usda_sr28", sourceId: "19296", en: ["honey"], it: ["miele"], count: "^1 tbsp$", measures: { tsp: 7 } },
  {
    key: "peanut-butter",
    source: "usda_sr28",
    sourceId: "16098",
    en: ["peanut butter"],
    it: ["burro di arachidi"],
    measures: { serving: 32 },
    serving: 32,
  },
  {
    key: "almonds",
    source: "usda_sr28",
    sourceId: "12061",
    en: ["almonds", "almond"],
    it: ["mandorle", "mandorla"],
    count: "^1 almond$",
    measures: { handful: 28.35 },
    serving: 28.35,
  },
  {
    key: "walnuts",
    source: "usda_sr28",
    sourceId: "12155",
    en: ["walnuts", "walnut"],
    it: ["noci", "noce"],
    measures: { handful: 28, piece: 4 },
    serving: 28,
  },
  {
    key: "black-beans",
    source: "usda_sr28",
    sourceId: "16015",
    en: ["black beans", "beans"],
    it: ["fagioli neri", "fagioli"],
    count: "^1 cup$",
  },
  { key: "lentils", source: "usda_sr28", sourceId: "16070", en: ["lentils"], it: ["lenticchie"], count: "^1 cup$" },
  { key: "chickpeas", source: "usda_sr28", sourceId: "16057", en: ["chickpeas", "garbanzo beans"], it: ["ceci"], count: "^1 cup$" },
  { key: "tofu", source: "usda_sr28", sourceId: "16426", en: ["tofu"], it: ["tofu"], count: "^0.25 block$" },
  {
    key: "dark-chocolate",
    source: "usda_sr28",
    sourceId: "19904",
    en: ["dark chocolate", "chocolate"],
    it: ["cioccolato fondente", "cioccolato"],
    count: "^1 bar$",
    measures: { piece: 10 },
  },
  {
    key: "ice-cream",
    source: "usda_sr28",
    sourceId: "19095",
    en: ["vanilla ice cream", "ice cream"],
    it: ["gelato alla vaniglia", "gelato"],
    count: "^1 serving 1/2 cup$",
    // A scoop is the tables' scoop: FNDDS gives every ice cream (NFS, vanilla, chocolate, light) '1 scoop', 120 g, and no
    // table gives another; SR28's 66 g is its half-cup label serving, not a scoop (0021-dishcons2).
    measures: { scoop: 120, cup: 132 },
  },
  {
    key: "croissant",
    source: "usda_sr28",
    sourceId: "18239",
    en: ["croissants", "croissant"],
    it: ["cornetti", "cornetto", "brioche", "croissant"],
    count: "^1 croissant, medium$",
  },
  // A rice cake is the puffed brown-rice cake, SR28's plain one, 9 g a cake (FNDDS' 'Rice cake' weighs a mini cake, 3 g,
  // and gives 18 g, two cakes, when the quantity is not said); 'gallette di riso' are the same (0024, lead, trial19).
  {
    key: "rice-cake",
    source: "usda_sr28",
    sourceId: "19816",
    en: ["rice cakes", "rice cake", "puffed rice cakes", "puffed rice cake"],
    it: ["gallette di riso", "galletta di riso"],
    count: "^1 cake$",
    // Said with no number, two cakes, as a plural said without one is.
    serving: 18,
  },
  // Brand biscuits counted by the piece, from the one table that weighs them (0024, lead, trial19): an Oreo is SR28's
  // chocolate sandwich cookie, '3 cookie' 36 g, 12 g each ('3 oreos' was three 337 g McFlurries with Oreo cookies); a
  // Weetabix is SR28's Weetabix, '2 biscuits' 35 g, 17.5 g each ('2 weetabix' was 0.2 g, another cereal's flake).
  {
    key: "oreo",
    source: "usda_sr28",
    sourceId: "18166",
    en: ["oreo cookies", "oreo cookie", "oreos", "oreo"],
    it: ["biscotti oreo", "biscotto oreo", "oreo"],
    count: "^3 cookie$",
  },
  {
    key: "weetabix",
    source: "usda_sr28",
    sourceId: "42237",
    en: ["weetabix"],
    it: ["weetabix"],
    count: "^2 biscuits\\b",
    // Said without a number ('weetabix with milk'), the pack's serving: two biscuits, 35 g (0027-fix22anaEN).
    serving: 35,
  },
  // A chocolate chip cookie is the regular one, FNDDS 'Cookie, chocolate chip' (492 kcal/100 g) and its medium cookie,
  // 30 g, not SR28's lower-fat commercial cookie (451, 11.3 g) the plain cookie below keeps (0024-anafix).
  {
    key: "chocolate-chip-cookie",
    source: "usda_fndds_2021_2023",
    sourceId: "53206000",
    en: ["chocolate chip cookies", "chocolate chip cookie", "choc chip cookies", "choc chip cookie"],
    it: ["cookies con gocce di cioccolato", "cookie con gocce di cioccolato", "biscotti con gocce di cioccolato"],
    count: "^1 medium cookie$",
  },
  // Falafel is the chickpea fritter as the tables agree on it, SR28's home-prepared falafel (333 kcal/100 g; CIQUAL
  // 211-252, CoFID 183, BLS 193) and its patty, 17 g; FNDDS' 'Falafel' (514, 41 g of fat and 19 g of water) is the
  // outlier the search found first. A pancake counted is the plain 4-inch pancake, 38 g (SR28's pancakes from a recipe
  // or a mix), not FNDDS' silver-dollar or small one (20 g); the chat reads both alike (0024-anafix).
  {
    key: "falafel",
    source: "usda_sr28",
    sourceId: "16138",
    en: ["falafel balls", "falafels", "falafel"],
    it: ["polpette di ceci", "falafel"],
    count: "^1 patty",
  },
  {
    key: "pancake",
    source: "usda_sr28",
    sourceId: "18293",
    en: ["plain pancakes", "pancakes", "pancake"],
    it: ["pancakes", "pancake"],
    count: '^1 pancake \\(4" dia\\)$',
  },
  {
    key: "cookie",
    source: "usda_sr28",
    sourceId: "18158",
    en: ["cookies", "cookie", "biscuits"],
    it: ["biscotti", "biscotto"],
    measures: { piece: 11.3 },
    serving: 34,
  },
  {
    key: "donut",
    source: "usda_sr28",
    sourceId: "18248",
    en: ["doughnuts", "doughnut", "donuts", "donut"],
    it: ["ciambelle", "ciambella", "krapfen"],
    count: "^1 doughnut medium",
  },
  {
    key: "cake",
    source: "usda_sr28",
    sourceId: "18096",
    en: ["chocolate cake", "cake"],
    it: ["torta al cioccolato", "torta"],
    count: "^1 piece \\(1/12",
    measures: { slice: 138 },
  },
  {
    // A crostata is a shortcrust tart filled with jam, CoFID's homemade jam tart (no table names it). A slice is an eighth
    // of a 24 cm crostata of about 650 g, 80 g; no table gives a slice of it.
    key: "crostata",
    source: "uk_cofid_2015",
    sourceId: "11-1085",
    en: ["crostata", "jam crostata"],
    it: ["crostata di marmellata", "crostata alla marmellata", "crostata", "crostate", "crostatina"],
    measures: { slice: 80, piece: 80 },
    serving: 80,
  },
  {
    key: "pizza",
    source: "usda_fndds_2021_2023",
    sourceId: "58106225",
    en: ["pizza"],
    it: ["pizza"],
    // 'a pizza', 'una pizza capricciosa', 'pizza' said alone: a whole pizzeria pizza, 350 g, as a dish named pizza is
    // when its table has no portion (`defaultDishGrams`), not one piece of a large one (FNDDS' 'NFS' piece, 119 g: 'una
    // pizza capricciosa' was 317 kcal; user trial, session 14).
    serving: 350,
    // A slice said without a size is the medium pizza's piece (86 g; small 80, large and 'NFS' 119), as a slice is the
    // medium one elsewhere: a third of the 350 g pizzeria pizza was no slice of it (decision 0020).
    measures: { slice: 86 },
  },
  {
    key: "sandwich",
    source: "usda_fndds_2021_2023",
    sourceId: "27520210",
    en: ["ham sandwich", "sandwich"],
    it: ["panino", "tramezzino"],
    count: "^1 regular$",
  },
  {
    // 'A hot dog' is the sandwich; the sausage alone is a frankfurter ('wurstel').
    key: "hot-dog",
    source: "usda_fndds_2021_2023",
    sourceId: "27564000",
    en: ["hot dogs", "hot dog"],
    it: ["hot dog"],
    count: "^1 sandwich$",
  },
  {
    key: "frankfurter",
    source: "usda_fndds_2021_2023",
    sourceId: "25210110",
    en: ["frankfurters", "frankfurter", "franks", "frank", "wieners", "wiener"],
    it: ["wurstel", "würstel"],
    count: "^1 regular$",
  },
  // A sausage in English is the British pork sausage, grilled (CoFID), 40 g each and two said without a number
  // (`SAUSAGE_GRAMS`): 'sausage and mash' was BLS' apple-potato mash with blood sausage, 'a sausage sandwich' a hot dog,
  // 'bangers' unknown (0025-anacompound). A named kind ('italian sausage', 'chorizo') is looked for as said.
  {
    key: "sausage",
    source: "uk_cofid_2015",
    sourceId: "19-509",
    en: ["pork sausages", "pork sausage", "sausages", "sausage", "bangers", "banger"],
    it: [],
    measures: { piece: SAUSAGE_GRAMS },
    serving: SAUSAGE_GRAMS * SAUSAGES_SAID_BARE,
  },
  // A sausage roll is the pastry, CoFID's retail flaky-pastry roll, 65 g one (supermarket and bakery rolls 60-70 g), not a
  // bread roll filled with sausages (0025-panino).
  {
    key: "sausage-roll",
    source: "uk_cofid_2015",
    sourceId: "19-468",
    en: ["sausage rolls", "sausage roll"],
    it: [],
    measures: { piece: 65 },
    serving: 65,
  },
  // The bread of a tramezzino: CIQUAL's crustless sandwich loaf, 25 g a slice (`PANCARRE_SLICE_GRAMS`).
  {
    key: "pancarre",
    source: "ciqual_2025",
    sourceId: "7201",
    en: ["crustless sandwich bread"],
    it: ["pane in cassetta", "pane per tramezzini", "pan carrè", "pancarrè", "pancarre"],
    measures: { slice: PANCARRE_SLICE_GRAMS, piece: PANCARRE_SLICE_GRAMS },
  },
  {
    key: "red-wine",
    source: "usda_sr28",
    sourceId: "14096",
    en: ["red wine", "wine"],
    it: ["vino rosso", "vino"],
    count: "^1 serving \\(5 fl oz\\)$",
    // A glass of wine is the tables' 5 fl oz glass, as the chat reads it (shared portions).
    measures: { glass: WINE_GLASS_GRAMS },
    liquid: true,
  },
  // Prosecco is a dry sparkling wine: BLS' quality sparkling wine, brut (69 kcal/100 g), the only sparkling wine the tables
  // give by dryness; a flute is 125 ml. Aperol (11 % vol, about 25 g of sugar per 100 ml) is BLS' bitter liqueur of 11 %
  // vol (150 kcal/100 g), which no other table has; a measure in a spritz is 60 ml (0025-fix20chat).
  {
    key: "prosecco",
    source: "bls_4_0",
    sourceId: "P2A6110",
    en: ["prosecco"],
    it: ["prosecco", "spumante"],
    measures: { glass: 125 },
    serving: 125,
    liquid: true,
    // The chat pins it too: its search found no 'prosecco' (0026-fix21chat).
    product: true,
  },
  {
    key: "aperol",
    source: "bls_4_0",
    sourceId: "P560100",
    en: ["aperol"],
    it: ["aperol"],
    serving: 60,
    liquid: true,
  },
  {
    key: "beer",
    source: "usda_sr28",
    sourceId: "14003",
    // 'lager' is what a British menu calls beer (a search found CoFID's 'Lager, premium', a strong one) (0023-trial17).
    en: ["beer", "lager"],
    it: ["birra"],
    // One beer, a bottle or a can said without a size is the European 330 ml, not SR28's US '1 can' (356 g)
    // (`DRINK_CAN_GRAMS`, 0026-trancio).
    serving: DRINK_CAN_GRAMS,
    measures: { glass: 330, bottle: 330, can: DRINK_CAN_GRAMS },
    liquid: true,
  },
  {
    key: "cola",
    source: "usda_sr28",
    sourceId: "14400",
    en: ["cola", "coke", "coca cola", "pepsi", "soda", "soft drink"],
    it: ["coca cola", "cola", "bibita gassata", "bibita"],
    // The table gives fast-food cup sizes; the small one (347 g) is about a 330-355 ml can.
    count: "^1 serving small 16 fl oz",
    measures: { can: DRINK_CAN_GRAMS, glass: 250, bottle: 500 },
    liquid: true,
  },
  // A Fanta or an 'aranciata' is the tables' orange soda (SR28), not a word the search found ('fan', an ostrich cut)
  // (0024-trial18); a can is the European 330 ml can.
  {
    key: "orange-soda",
    source: "usda_sr28",
    sourceId: "14150",
    en: ["orange soda", "orangeade", "fanta"],
    it: ["aranciata", "fanta"],
    measures: { can: 330, glass: 250, bottle: 500 },
    serving: 330,
    liquid: true,
  },
  // A diet, zero or light cola is the tables' low-calorie cola (SR28, 2 kcal per 100 g), not the sugared one the word
  // 'coke' found (0023-trial17).
  {
    key: "diet-cola",
    source: "usda_sr28",
    sourceId: "14416",
    en: ["diet coke", "diet cola", "diet pepsi", "coke zero", "coca cola zero", "pepsi max", "coke light", "coca cola light"],
    it: ["coca cola zero", "coca zero", "coca cola light", "coca light", "pepsi max"],
    count: "^1 serving small 16 fl oz",
    measures: { glass: 250, bottle: 500 },
    liquid: true,
  },
  // Chocolate bars said by their brand: the tables' bar (SR28's Milky Way is the bar sold as Mars in Europe) at the
  // European bar's weight (Mars 51 g, Snickers 50 g on today's wrappers), not a cereal or protein bar found by the word
  // 'bar' (0023-trial17).
  {
    key: "mars-bar",
    source: "usda_sr28",
    sourceId: "19135",
    en: ["mars bars", "mars bar", "mars"],
    it: ["mars"],
    measures: { bar: 51, piece: 51 },
    serving: 51,
  },
  // A satsuma is a small mandarin: SR28's tangerine (mandarin orange), one small fruit (76 g), not a plate's weight of
  // BLS' satsuma, whose entry gives no piece (0024-trial18).
  {
    key: "satsuma",
    source: "usda_sr28",
    sourceId: "09218",
    en: ["satsumas", "satsuma"],
    it: [],
    count: "^1 small",
  },
  // An Italian 'toast' said alone is the bar's toasted sandwich of ham and cheese (CIQUAL's, 130 g as 'un toast prosciutto
  // e formaggio' reads), not a slice of toasted bread ('pane tostato'): 'un toast e un succo' was 27 g of toast
  // (0024-trial18). Read only in an Italian description (`OTHER_FOOD_IN`).
  {
    key: "italian-toast",
    source: "ciqual_2025",
    sourceId: "25547",
    en: [],
    it: ["toast"],
    measures: { piece: 130 },
    serving: 130,
  },
  // A Kit Kat is the tables' Kit Kat bar at the four-finger bar's weight (SR28 '1 bar (1.5 oz)', 42 g; the European
  // bar is 41.5 g), not a food search's miss (0024-trial18).
  {
    key: "kit-kat",
    source: "usda_sr28",
    sourceId: "19109",
    en: ["kit kats", "kit kat", "kitkats", "kitkat"],
    it: ["kit kat", "kitkat"],
    measures: { bar: 42, piece: 42 },
    serving: 42,
  },
  {
    key: "snickers",
    source: "usda_sr28",
    sourceId: "19155",
    en: ["snickers bars", "snickers bar", "snickers"],
    it: ["snickers"],
    measures: { bar: 50, piece: 50 },
    serving: 50,
  },
  // Chocolate bars whose brand is also another food's word (0026-fix21chat): a Double Decker is no double-decker-bun
  // cheeseburger, a Kinder Bueno no 'Nido Kinder' toddler formula, a Yorkie no Yorkshire pudding nor a York peppermint
  // pattie, an Aero no aerosol whipped cream. Each is the tables' bar of its kind at the wrapper's weight: a nougat bar in
  // milk chocolate (SR28 'MILKY WAY Bar', 456 kcal/100 g; the label's 465) of 54.5 g; a chocolate-coated wafer with
  // hazelnut filling (CIQUAL 24312, 562; the label's 572), the pack of two bars, 43 g; a milk-chocolate bar (CIQUAL 31004,
  // 550) of 46 g (Yorkie) and 36 g (Aero, bubbly milk chocolate, the label's 535).
  {
    key: "double-decker",
    source: "usda_sr28",
    sourceId: "19135",
    en: ["double decker bars", "double decker bar", "double deckers", "double decker"],
    it: [],
    measures: { bar: 54.5, piece: 54.5 },
    serving: 54.5,
    product: true,
  },
  {
    key: "kinder-bueno",
    source: "ciqual_2025",
    sourceId: "24312",
    en: ["kinder buenos", "kinder bueno bars", "kinder bueno bar", "kinder bueno"],
    it: ["kinder bueno"],
    measures: { bar: 43, piece: 43 },
    serving: 43,
    product: true,
  },
  {
    key: "yorkie",
    source: "ciqual_2025",
    sourceId: "31004",
    en: ["yorkie bars", "yorkie bar", "yorkies", "yorkie"],
    it: [],
    measures: { bar: 46, piece: 46 },
    serving: 46,
    product: true,
  },
  {
    key: "aero",
    source: "ciqual_2025",
    sourceId: "31004",
    en: ["aero bars", "aero bar", "aeros", "aero"],
    it: [],
    measures: { bar: 36, piece: 36 },
    serving: 36,
    product: true,
  },
  // Brands whose name is another food's word (0026-fix21bchat): a Twirl is a Cadbury milk-chocolate bar (CIQUAL 31004,
  // 550 kcal/100 g; the label's 56 g sugars) of 43 g, not SR28's 'Breyers Vanilla Fudge Twirl' ice cream; Mini Cheddars
  // are baked cheese crackers (SR28 18214 'Crackers, cheese, regular', 489; the label's ~510), a bag of 25 g, not
  // CIQUAL's mini ice-cream cone.
  {
    key: "twirl",
    source: "ciqual_2025",
    sourceId: "31004",
    en: ["twirl bars", "twirl bar", "twirls", "twirl"],
    it: [],
    measures: { bar: 43, piece: 43 },
    serving: 43,
    product: true,
  },
  // A panettone is CIQUAL's 'Brioche (italian pastry filled with raisins and orange candied peel)' (352 kcal/100 g,
  // 25.9 g sugars); an Italian slice is a tenth of a 750 g-1 kg panettone, 90 g (75-100 g), not FNDDS' US slice of 27 g.
  {
    key: "panettone",
    source: "ciqual_2025",
    sourceId: "7719",
    en: ["panettones", "panettone"],
    it: ["panettoni", "panettone"],
    measures: { slice: 90, piece: 90 },
    serving: 90,
    product: true,
  },
  // Breakfast cereals known by a brand whose words find another food (0026, lead, after 0026-fix21bchat's probe): 'a
  // bowl of frosties' was 250 g of frosting glaze (853 kcal), 'special k' a special beer. Each is SR28's entry of that
  // cereal, its bowl the 30 g serving UK packs declare (CEREAL_SERVING_GRAMS), as 'a bowl of rice krispies' reads.
  ...(
    [
      ["special-k", "08067", ["special k"]],
      ["frosties", "08069", ["frosties", "frosted flakes"]],
      ["coco-pops", "08014", ["coco pops", "cocoa krispies", "cocopops"]],
      ["crunchy-nut", "08615", ["crunchy nut cornflakes", "crunchy nut corn flakes", "crunchy nut"]],
    ] as const
  ).map(
    ([key, sourceId, names]): LexiconEntry => ({
      key,
      source: "usda_sr28",
      sourceId,
      en: [...names],
      it: [...names],
      measures: { bowl: 30, serving: 30 },
      serving: 30,
      product: true,
    }),
  ),
  {
    key: "mini-cheddars",
    source: "usda_sr28",
    sourceId: "18214",
    en: ["mini cheddars", "mini cheddar"],
    it: [],
    measures: { serving: 25 },
    serving: 25,
    product: true,
  },
  // Takeaway names read as another dish by a word (0027-fix22bEN): a doner kebab is CoFID's doner in pitta with salad
  // (19-526, 248 kcal/100 g), a takeaway's 300 g, not FNDDS' lamb shish kabob; chilli con carne is the tables' chili with
  // beans (SR28 22904, 107), a takeaway's or a bowl's 250 g (FNDDS' cup of chili, 250 g), not a Quorn chilli; sour
  // cream beside it is its 30 g dollop (FNDDS 12310100 regular sour cream, 196), so 'chilli con carne and sour cream'
  // stays two foods, not a taco salad.
  {
    key: "doner-kebab",
    source: "uk_cofid_2015",
    sourceId: "19-526",
    en: ["lamb doner kebabs", "lamb doner kebab", "doner kebabs", "doner kebab", "donner kebab", "lamb doner", "doner"],
    it: [],
    measures: { piece: 300, serving: 300 },
    serving: 300,
    product: true,
  },
  {
    key: "chilli-con-carne",
    source: "usda_sr28",
    sourceId: "22904",
    en: ["chilli con carne", "chili con carne", "beef chilli", "chilli beef"],
    it: ["chili con carne"],
    measures: { serving: 250, bowl: 250, piece: 250 },
    serving: 250,
  },
  {
    key: "sour-cream",
    source: "usda_fndds_2021_2023",
    sourceId: "12310100",
    en: ["sour cream", "soured cream"],
    it: ["panna acida"],
    measures: { tbsp: 15, piece: 30 },
    serving: 30,
  },
  // British brands no table names (0027-fix22bEN): an unknown word became a 100 g part with no energy ('a packet of
  // quavers', 'toast with marmite'), or another food by a word of the name ('rich tea' a pastry tea biscuit, 'muller
  // corner strawberry' 18 g of strawberries). Each is pinned to the tables' food of its kind at the pack's or piece's
  // weight on its label: Marmite a yeast-extract spread (SR28 43406, 185 kcal/100 g; the label's 260 is the newer recipe)
  // spread thinly, 4 g a slice (a level teaspoon); Quavers and Wotsits corn snacks (CoFID 17-645, 526; the labels' 520 and
  // 530) in the 16 g and 16.5 g bags; Shreddies a malted shredded-wheat cereal (SR28 08148, 351; the label's 371), the
  // label's 40 g bowl; a Muller Corner a whole-milk fruit yogurt (FNDDS 11431000, 106; the labels' 105-150 with the
  // corner) in its 124 g pot; a Rich Tea a semi-sweet biscuit (CoFID 11-797, 444; the label's 452) of 8.3 g; a Hobnob an
  // oat biscuit (CoFID 11-803 digestive with oats, 480; the label's 473) of 14.3 g; Maltesers (CoFID 17-651, 476; the
  // label's 499) the 37 g bag; golden syrup (CoFID 17-065, 298) 7 g a teaspoon and 21 g a tablespoon (5 and 15 ml at
  // 1.4 g/ml; no table gives its spoon); a Scotch egg a retail one (CoFID 19-518) of 113 g, not the 42 g 'portion weight'
  // the chat read.
  {
    key: "marmite",
    source: "usda_sr28",
    sourceId: "43406",
    en: ["marmite", "vegemite", "yeast extract spread", "yeast extract"],
    it: ["marmite"],
    measures: { piece: 4, tsp: 4, slice: 4 },
    serving: 4,
    product: true,
  },
  {
    key: "quavers",
    source: "uk_cofid_2015",
    sourceId: "17-645",
    en: ["packets of quavers", "packet of quavers", "bags of quavers", "bag of quavers", "quavers"],
    it: [],
    measures: { piece: 16, container: 16, serving: 16 },
    serving: 16,
    product: true,
  },
  {
    key: "wotsits",
    source: "uk_cofid_2015",
    sourceId: "17-645",
    en: ["packets of wotsits", "packet of wotsits", "bags of wotsits", "bag of wotsits", "wotsits"],
    it: [],
    measures: { piece: 16.5, container: 16.5, serving: 16.5 },
    serving: 16.5,
    product: true,
  },
  {
    key: "shreddies",
    source: "usda_sr28",
    sourceId: "08148",
    en: ["shreddies"],
    it: ["shreddies"],
    measures: { bowl: 40, serving: 40, cup: 40 },
    serving: 40,
    product: true,
  },
  {
    key: "muller-corner",
    source: "usda_fndds_2021_2023",
    sourceId: "11431000",
    en: [
      "muller corner strawberry",
      "muller corner banana",
      "muller corner vanilla",
      "muller corner blueberry",
      "muller corner raspberry",
      "muller corner cherry",
      "muller corner peach",
      "muller corners",
      "muller corner",
      "muller fruit corner",
      "müller corner",
    ],
    it: [],
    measures: { piece: 124, container: 124, serving: 124 },
    serving: 124,
    product: true,
  },
  {
    key: "rich-tea",
    source: "uk_cofid_2015",
    sourceId: "11-797",
    en: ["rich tea biscuits", "rich tea biscuit", "rich teas", "rich tea"],
    it: [],
    measures: { piece: 8.3 },
    serving: 8.3,
    product: true,
  },
  {
    key: "hobnobs",
    source: "uk_cofid_2015",
    sourceId: "11-803",
    en: ["hobnob biscuits", "hobnob biscuit", "hobnobs", "hobnob"],
    it: [],
    measures: { piece: 14.3 },
    serving: 14.3,
    product: true,
  },
  {
    key: "maltesers",
    source: "uk_cofid_2015",
    sourceId: "17-651",
    en: ["bags of maltesers", "bag of maltesers", "packet of maltesers", "maltesers"],
    it: ["maltesers"],
    measures: { piece: 37, container: 37, serving: 37 },
    serving: 37,
    product: true,
  },
  {
    key: "golden-syrup",
    source: "uk_cofid_2015",
    sourceId: "17-065",
    en: ["golden syrup"],
    it: [],
    measures: { tsp: 7, tbsp: 21 },
    serving: 15,
    product: true,
  },
  {
    key: "scotch-egg",
    source: "uk_cofid_2015",
    sourceId: "19-518",
    en: ["scotch eggs", "scotch egg"],
    it: [],
    measures: { piece: 113 },
    serving: 113,
    product: true,
  },
  // Named drinks and bakes the tables hold under a generic name (0026-fix21chat). Irn-Bru is a sugared soft drink sold
  // with sweeteners since its 2018 reformulation (label 4.7 g sugars, 20 kcal per 100 ml): CIQUAL's carbonated soft drink
  // with sugars and sweeteners (6.7 g, 27 kcal), nearer than a sugared soda (12 g); a can 330 ml, a bottle 500 ml.
  // Lambrusco is a (sparkling) red wine (CIQUAL 'Wine, red', 76 kcal/100 g), a glass the wine's glass (prosecco, the
  // sparkling white, is pinned above). A sfogliatella is a
  // laminated pastry filled with sweetened ricotta: SR28 'Danish pastry, cheese' (374 kcal/100 g), a pastry of 100 g
  // (90-110 g sold). A steak bake is a bakery's puff-pastry meat pasty: CoFID 19-466 'Cornish pasty, retail' (278), one
  // of 140 g (Greggs' label 408 kcal).
  {
    key: "irn-bru",
    source: "ciqual_2025",
    sourceId: "18033",
    en: ["irn brus", "irn bru", "irn-bru", "irnbru"],
    it: ["irn bru", "irn-bru"],
    measures: { can: 330, bottle: 500, glass: 250 },
    serving: 330,
    liquid: true,
    product: true,
  },
  {
    key: "lambrusco",
    source: "ciqual_2025",
    sourceId: "5214",
    en: ["lambrusco"],
    it: ["lambrusco"],
    measures: { glass: WINE_GLASS_GRAMS },
    serving: WINE_GLASS_GRAMS,
    liquid: true,
    product: true,
  },
  {
    key: "sfogliatella",
    source: "usda_sr28",
    sourceId: "18245",
    en: ["sfogliatelle", "sfogliatella"],
    it: ["sfogliatelle", "sfogliatella"],
    measures: { piece: 100 },
    serving: 100,
    product: true,
  },
  // A maritozzo is the Roman bar's soft sweet bun, 60 g unfilled (CIQUAL 'Brioche or Vienna bread, from bakery', 338
  // kcal/100 g), its cream said with it ('con la panna') read as the cream below; it was an unknown name (0026-fix21bit).
  {
    key: "maritozzo",
    source: "ciqual_2025",
    sourceId: "7225",
    en: ["maritozzi", "maritozzo"],
    it: ["maritozzi", "maritozzo"],
    measures: { piece: 60 },
    serving: 60,
    product: true,
  },
  // Italian 'panna' said as a food of its own (a maritozzo's, on fruit, on a gelato) is whipped cream, a filling or a
  // topping of 40 g (FNDDS 'Cream, whipped', 346 kcal/100 g, its '1 cup' 40 g), not the search's heavy cream at its US cup
  // of 240 g, 823 kcal (0026-fix21bit). Cooking cream said in a pasta dish stays the pasta's condiment.
  {
    key: "whipped-cream",
    source: "usda_fndds_2021_2023",
    sourceId: "12140000",
    en: [],
    it: ["panna montata", "panna"],
    measures: { tbsp: 5 },
    serving: 40,
  },
  {
    key: "steak-bake",
    source: "uk_cofid_2015",
    sourceId: "19-466",
    en: ["greggs steak bakes", "greggs steak bake", "steak bakes", "steak bake"],
    it: [],
    measures: { piece: 140 },
    serving: 140,
    product: true,
  },
  // Italian brands the search finds by no word of theirs ('tonno rio mare', 'biscotti oro saiwa' were not found; 'ovetto
  // kinder' would find Nido Kinder toddler formula), each pinned to the tables' food of its kind at the pack's weight
  // (0027-fix22chatB): Rio Mare is tuna in olive oil, its tin the 80 g one sold singly and in threes (SR28 15119 'tuna,
  // light, canned in oil, drained' 198 kcal/100 g); Oro Saiwa a plain semi-sweet biscuit of 8 g (CoFID 11-797 'Biscuits,
  // semi-sweet' 444; the label's ~440); Macine Mulino Bianco a shortbread biscuit of 10.5 g (CIQUAL 24015 'Butter biscuit'
  // 450; the label's ~470); a Galbani mozzarella the 125 g ball of Italian cow's-milk mozzarella (CIQUAL 19590, 227; the
  // tables' US mozzarella, 300, is a drier cheese); Kinder Cioccolato a 12.5 g bar and a Kinder Sorpresa egg 20 g of milk
  // chocolate with a milk-cream layer (BLS S582600 'Whole milk chocolate bar filled with milk cream' 565; the labels' 566).
  {
    key: "rio-mare-tuna",
    source: "usda_sr28",
    sourceId: "15119",
    en: ["rio mare tuna", "rio mare"],
    it: ["tonno rio mare", "rio mare"],
    measures: { can: 80, piece: 80 },
    serving: 80,
    product: true,
  },
  {
    key: "oro-saiwa",
    source: "uk_cofid_2015",
    sourceId: "11-797",
    en: ["oro saiwa biscuits", "oro saiwa"],
    it: ["biscotti oro saiwa", "biscotto oro saiwa", "oro saiwa"],
    measures: { piece: 8 },
    serving: 24,
    product: true,
  },
  {
    key: "macine",
    source: "ciqual_2025",
    sourceId: "24015",
    en: ["macine biscuits"],
    it: ["macine mulino bianco", "biscotti macine", "macine"],
    measures: { piece: 10.5 },
    serving: 31.5,
    product: true,
  },
  {
    key: "mozzarella-galbani",
    source: "ciqual_2025",
    sourceId: "19590",
    en: ["galbani mozzarella"],
    it: ["mozzarella galbani", "mozzarelle galbani", "galbani"],
    measures: { piece: 125, serving: 125 },
    serving: 125,
    product: true,
  },
  {
    key: "kinder-cioccolato",
    source: "bls_4_0",
    sourceId: "S582600",
    en: ["kinder chocolate bars", "kinder chocolate bar", "kinder chocolate"],
    it: ["barrette kinder cioccolato", "barretta kinder cioccolato", "kinder cioccolato", "barretta kinder", "barrette kinder"],
    measures: { bar: 12.5, piece: 12.5 },
    serving: 12.5,
    product: true,
  },
  {
    key: "kinder-sorpresa",
    source: "bls_4_0",
    sourceId: "S582600",
    en: ["kinder surprise eggs", "kinder surprise egg", "kinder surprise", "kinder eggs", "kinder egg"],
    it: ["ovetti kinder", "ovetto kinder", "kinder sorpresa", "uova kinder", "uovo kinder"],
    measures: { piece: 20 },
    serving: 20,
    product: true,
  },
  // 'Lasagne al forno' said by its Italian name is the baked lasagne of ragù and béchamel: BLS X730033 'Lasagna al forno'
  // (197 kcal/100 g; FNDDS' home recipe 206), not the search's 'Lasagna, Vegetable, frozen, baked' (139) found by 'baked'.
  // A portion is the Italian first course of a baked pasta, 250 g (SINU/CREA 250-300 g; the dish set's slice of lasagne)
  // (0027-fix22chatB).
  {
    key: "lasagne-al-forno",
    source: "bls_4_0",
    sourceId: "X730033",
    en: [],
    it: ["lasagne al forno", "lasagna al forno"],
    measures: { serving: 250, piece: 250, slice: 250 },
    serving: 250,
  },
  // Parmigiana di melanzane said in Italian is eaten as a main course: an Italian portion or plate is 250 g (SINU/CREA
  // 250-300 g of a baked vegetable dish eaten as a main), not FNDDS' US cup (198 g) nor its side's 99 g: FNDDS 75412060
  // 'Eggplant parmesan casserole, regular' (155 kcal/100 g: 388) (0027-fix22dIT).
  {
    key: "parmigiana-di-melanzane",
    source: "usda_fndds_2021_2023",
    sourceId: "75412060",
    en: [],
    it: ["parmigiana di melanzane", "parmigiana di melanzane al forno"],
    measures: { serving: 250, piece: 250, slice: 250 },
    serving: 250,
  },
  // A crêpe with jam said in Italian is CIQUAL 23820 'Crepe filled with jam, home-made' (296 kcal/100 g) at one filled
  // crêpe, 90 g (as 'crepe-nutella': a 60 g crêpe and 30 g of filling: 266), not 250 g of it (740) (0027-fix22dIT).
  {
    key: "crepe-marmellata",
    source: "ciqual_2025",
    sourceId: "23820",
    en: [],
    it: ["crepe alla marmellata", "crepe con la marmellata", "crepe con marmellata", "crêpe alla marmellata", "crepes alla marmellata"],
    measures: { piece: 90, serving: 90 },
    serving: 90,
  },
  // A focaccia named by its region or its topping ('focaccia genovese', 'focaccia barese', 'focaccia alle olive') is the
  // tables' plain focaccia (FNDDS 51108010, 249 kcal/100 g; a genovese is oilier, so this is its low end): the search
  // found no food for the region's name. Said in Italian it is the bakery's piece (`italianPiece`) (0027-fix22cIT).
  {
    key: "focaccia",
    source: "usda_fndds_2021_2023",
    sourceId: "51108010",
    en: [],
    it: [
      "focaccia genovese",
      "focaccia ligure",
      "focaccia barese",
      "focaccia pugliese",
      "focaccia alle olive",
      "focaccia con le olive",
      "focaccia con olive",
    ],
  },
  // A crêpe filled with Nutella or chocolate said in Italian is CIQUAL 23821 'Crepe filled with chocolate or chocolate and
  // hazelnut spread, home-made' (388 kcal/100 g) at one filled crêpe: a 60 g crêpe and a filled bread's 30 g of spread
  // (`SPREAD_FILLING_GRAMS`), 90 g; not the entry with no portion at 50 g (194 kcal), nor the plain crêpe (0027-fix22cIT).
  {
    key: "crepe-nutella",
    source: "ciqual_2025",
    sourceId: "23821",
    en: [],
    it: [
      "crepe alla nutella",
      "crepe con la nutella",
      "crepe con nutella",
      "crêpe alla nutella",
      "crêpe con la nutella",
      "crepes alla nutella",
      "crepe al cioccolato",
      "crespella alla nutella",
    ],
    measures: { piece: 90, serving: 90 },
    serving: 90,
  },
  // 'Pollo arrosto' said in Italian is the rosticceria's roast chicken with its skin, BLS Y560322 'Chicken fried in oven
  // (roast chicken)' (230 kcal/100 g), not the lexicon's 'pollo' (a roasted breast without skin): a portion is a leg or
  // a breast piece as served, 150 g (150-200 g with the bone, ~120 g eaten); not 52 g, a piece a peer entry lent
  // (0027-fix22cIT).
  {
    key: "pollo-arrosto",
    source: "bls_4_0",
    sourceId: "Y560322",
    en: [],
    it: ["pollo arrosto", "pollo al forno", "pollo arrostito"],
    measures: { serving: 150, piece: 150 },
    serving: 150,
  },
  // 'Pasta al forno' is the Italian baked pasta of ragù or ham, béchamel or mozzarella and cheese, not BLS' plain egg pasta
  // baked without a sauce (148 kcal/100 g) the search found by 'baked pasta': CIQUAL 25122 'Pasta with ham au gratin'
  // (179 kcal/100 g), the tables' baked pasta with its sauce and cheese. A portion, a plate or a slice cut from the tray
  // is a baked first course's 250 g (SINU/CREA 250-300 g), as lasagne al forno (0027-fix22cIT).
  {
    key: "pasta-al-forno",
    source: "ciqual_2025",
    sourceId: "25122",
    en: [],
    it: ["pasta al forno", "pasta gratinata", "pasta gratinata al forno"],
    measures: { serving: 250, piece: 250, slice: 250 },
    serving: 250,
  },
  // An arancino (arancina in Palermo) said in Italian is the Sicilian bar's fried rice ball with cheese and its filling:
  // BLS X860252 'Rice croquettes with Parmesan cheese' (fried, 290 kcal/100 g), not FNDDS' lean American 'Rice croquette'
  // (154), at the bar's 200 g (`ARANCINO_GRAMS`, 180-250 g). Only the Italian singular: '2 arancini' said in English are
  // the UK's small supermarket ones, the table's (0027-fix22cIT).
  {
    key: "arancino",
    source: "bls_4_0",
    sourceId: "X860252",
    en: [],
    it: ["arancino al ragù", "arancino al burro", "arancina al ragù", "arancina al burro", "arancino", "arancina"],
    measures: { piece: 200, serving: 200 },
    serving: 200,
  },
  // UK bakery and biscuit-tin names (0027-fix22chatA), pinned so the chat reads them as a British person means them and
  // one of them weighs what one is: a digestive is a biscuit (a cookie) of 15 g (CoFID 11-799 'Biscuits, digestive,
  // plain', 463 kcal/100 g; a McVitie's digestive 14.7 g), not a US biscuit (a scone-like bread) nor 100 g; a Scotch egg
  // the retail one of 113 g (CoFID 19-518, 241 kcal/100 g), not the 42 g 'Scotch' the search borrowed; a Cornish pasty
  // the retail one of 227 g (CoFID 19-466, 278 kcal/100 g; the standard Ginsters pasty 227 g, bakeries' 200-280 g).
  {
    key: "digestive-biscuit",
    source: "uk_cofid_2015",
    sourceId: "11-799",
    en: ["digestive biscuits", "digestive biscuit", "digestives", "digestive"],
    it: ["biscotti digestive", "digestive"],
    measures: { piece: 15 },
    serving: 15,
    product: true,
  },
  {
    key: "scotch-egg",
    source: "uk_cofid_2015",
    sourceId: "19-518",
    en: ["scotch eggs", "scotch egg"],
    it: [],
    measures: { piece: 113 },
    serving: 113,
    product: true,
  },
  {
    key: "cornish-pasty",
    source: "uk_cofid_2015",
    sourceId: "19-466",
    en: ["cornish pasties", "cornish pasty"],
    it: [],
    measures: { piece: 227 },
    serving: 227,
    product: true,
  },
  ...UK_SHELF_PRODUCTS,
  ...ITALIAN_REGIONAL_FOODS,
  ...ITALIAN_SOFT_DRINKS,
];

/**
 * Names that are the food only said whole: 'patatine' alone are crisps, but 'patatine fritte' are fries and 'patatine al
 * forno' oven chips, which the lexicon does not hold.
 */
export const WHOLE_NAME_ONLY = new Set(["patatine", "verdure", "verdura"]);

/** The parts of a mixed drink said by its whole name ('aperol spritz', 'uno spritz'), none for any other food. */
export function mixedDrinkParts(name: string): { entry: LexiconEntry; ml: number }[] {
  return (mixedDrinkNamed(name)?.parts ?? []).map((p) => ({ entry: LEXICON.find((e) => e.key === p.key)!, ml: p.ml }));
}

/** Every name, lower case, longest first, for matching inside a phrase. */
export const LEXICON_NAMES: { name: string; entry: LexiconEntry; lang: "en" | "it" }[] = LEXICON.flatMap((e) => [
  ...e.en.map((name) => ({ name, entry: e, lang: "en" as const })),
  ...e.it.map((name) => ({ name, entry: e, lang: "it" as const })),
]).sort((a, b) => b.name.length - a.name.length);

// Names of one language that are another food in the other: in the shared food names, as the chat reads them too.
export { OTHER_FOOD_IN } from "@app/shared";

/**
 * Whether a lexicon name is read in a description of this language: a name of the other language that is another food
 * in this one ('latte' is milk in Italian, a coffee latte in English) is not (`OTHER_FOOD_IN`); other names of either
 * language are (people mix them: 'bacon').
 */
export const readsIn = (n: { name: string; lang: "en" | "it" }, lang?: "en" | "it"): boolean =>
  lang === undefined || n.lang === lang || !OTHER_FOOD_IN[lang].has(n.name);

/**
 * The lexicon's entry for a food said by its whole name ('rosetta', 'prosciutto cotto'), as the analyzer reads it: the
 * chat's single-food lookup reads the same entry, so both read a name the lexicon pins alike (0025-fix20chat).
 */
/** The chat's pinned food (ai.sources.ts `createAiSources`, wired in app.ts): a name only the Italian list holds. */
export const pinnedFood = (name: string, lang: "en" | "it"): LexiconEntry | null =>
  (lang === "it" ? lexiconEntryNamed(name, "it", { italianOnly: true }) : null) ?? namedProduct(name);

/** A product said by its own name (`LexiconEntry.product`: 'double decker', 'irn bru'), in either language. */
function namedProduct(name: string): LexiconEntry | null {
  const entry = lexiconEntryNamed(name);
  return entry?.product ? entry : null;
}

export function lexiconEntryNamed(name: string, lang?: "en" | "it", options: { italianOnly?: boolean } = {}): LexiconEntry | null {
  const said = name.trim().toLowerCase().replace(/\s+/g, " ");
  const entry = LEXICON_NAMES.find((n) => n.name === said && readsIn(n, lang))?.entry ?? null;
  // italianOnly: a name only the Italian list holds ('rosetta'), not one English too ('avocado', 'coca cola').
  return entry && options.italianOnly && (!entry.it.includes(said) || LEXICON_NAMES.some((n) => n.lang === "en" && n.name === said))
    ? null
    : entry;
}

export const lexiconEntry = (key: string): LexiconEntry | undefined => LEXICON.find((e) => e.key === key);
