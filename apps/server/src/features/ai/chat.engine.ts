import {
  basalMetabolicRate,
  bmi,
  bmiCategory,
  dailyEnergy,
  macroGrams,
  portionName,
  type ChatType,
  type MealEntry,
  type MealSuggestion,
  type MealType,
  type NutritionGoal,
  type UserProfile,
} from "@app/shared";
import { REFERENCE, SOURCES, type Source } from "./knowledge.ts";

export type Language = "en" | "it";

/** Nutrients of a food per 100 g, from the food database, with where they came from. */
export interface FoodFacts {
  name: string;
  source: string;
  per100g: {
    kcal: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    fiber: number | null;
    sugars: number | null;
    salt: number | null;
  };
  /** Household measures: '1 cup' -> grams. */
  portions: { label: string; grams: number }[];
}

/** What the engine may look at: the signed-in user's own data, the food database and the suggestion engine. */
export interface ChatContext {
  language: Language;
  chatType: ChatType;
  signedIn: boolean;
  todaysMeals: () => Promise<MealEntry[]>;
  activeGoal: () => Promise<NutritionGoal | undefined>;
  profile: () => Promise<UserProfile | undefined>;
  lookupFood: (name: string) => Promise<FoodFacts | undefined>;
  suggestMeal: (mealType: MealType | undefined) => Promise<MealSuggestion | undefined>;
  /** The hour of day in the user's time zone, to guess the next meal. */
  localHour: number;
  /** Today's date in the user's time zone (YYYY-MM-DD), for 'by June'. */
  today: string;
}

export interface EngineAnswer {
  answer: string;
  intent: string;
}

const r = (n: number) => Math.round(n);
const fmt = (n: number, lang: Language, digits = 0) =>
  new Intl.NumberFormat(lang === "it" ? "it-IT" : "en-GB", {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: false,
  }).format(n);
const cite = (s: Source, lang: Language) => (lang === "it" ? `Fonte: ${s.label}.` : `Source: ${s.label}.`);

function detectItalian(q: string): boolean {
  return /\b(cosa|quant[aoie]|mangiato|oggi|proteine|calorie|grassi|carboidrati|dovrei|posso|sale|acqua|zucchero|fibra|peso|dimagrire|cena|pranzo|colazione|spuntino|il mio|la mia|nel|nella|grammi)\b/i.test(
    q,
  );
}

const NUTRIENT_WORDS: [keyof FoodFacts["per100g"], RegExp][] = [
  ["protein", /protein|proteine/],
  ["kcal", /calori|kcal|energ/],
  ["carbs", /carb|carboidrat/],
  ["fat", /\bfat|grass/],
  ["fiber", /fib(re|er|ra)/],
  ["sugars", /sugar|zuccher/],
  ["salt", /\bsalt|\bsale\b|sodi/],
];

const NUTRIENT_LABEL: Record<keyof FoodFacts["per100g"], [string, string, string]> = {
  kcal: ["energy", "energia", "kcal"],
  protein: ["protein", "proteine", "g"],
  carbs: ["carbohydrates", "carboidrati", "g"],
  fat: ["fat", "grassi", "g"],
  fiber: ["fibre", "fibre", "g"],
  sugars: ["sugars", "zuccheri", "g"],
  salt: ["salt", "sale", "g"],
};

/** '150 g of salmon', 'salmone 150g', '2 eggs', 'a cup of milk' -> amount in grams (or a portion) and the food words. */
export function parseFoodAmount(text: string): { grams?: number; count?: number; food: string } {
  let s = text
    .toLowerCase()
    .replace(/[?!.]+$/g, "")
    .trim();
  let grams: number | undefined;
  let count: number | undefined;
  const g = /(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grams?|grammi|ml|l)\b/.exec(s);
  if (g) {
    const n = Number(g[1]!.replace(",", "."));
    grams = g[2] === "kg" || g[2] === "l" ? n * 1000 : n;
    s = s.replace(g[0], " ");
  } else {
    const c = /\b(\d+)\s+/.exec(s);
    if (c) {
      count = Number(c[1]);
      s = s.replace(c[0], " ");
    }
  }
  const food = s
    .replace(/\b(of|di|del|della|dello|dei|degli|delle|in|nel|nella|nello|nei|negli|nelle|a|an|the|un|una|uno|il|lo|la|i|gli|le)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { grams, count, food };
}

async function answerFoodNutrients(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer | undefined> {
  const m = /\b(?:in|of|nel|nella|nello|nei|negli|nelle|di|del|della|dello|dei|degli|delle|contiene|contain|has)\b\s+(.+)$/i.exec(q);
  if (!m) return undefined;
  const asked = NUTRIENT_WORDS.filter(([, re]) => re.test(q.toLowerCase())).map(([k]) => k);
  const { grams, count, food } = parseFoodAmount(m[1]!);
  if (!food) return undefined;
  const facts = await ctx.lookupFood(food);
  if (!facts) {
    return {
      intent: "food-unknown",
      answer:
        lang === "it"
          ? `Non ho trovato "${food}" nella banca dati degli alimenti. Prova con un nome più semplice (ad esempio "salmone" o "riso bianco cotto").`
          : `I couldn't find "${food}" in the food database. Try a simpler name (for example "salmon" or "cooked white rice").`,
    };
  }
  let amount = grams;
  let amountLabel = grams ? `${fmt(grams, lang)} g` : "";
  if (!amount && count) {
    const portion = facts.portions[0];
    if (portion) {
      amount = portion.grams * count;
      amountLabel = `${count} × ${portionName(portion.label, lang)} (${fmt(amount, lang)} g)`;
    }
  }
  amount ??= 100;
  if (!amountLabel) amountLabel = "100 g";
  const keys = asked.length > 0 ? asked : (["kcal", "protein", "carbs", "fat"] as const);
  const parts = keys.map((k) => {
    const per100 = facts.per100g[k];
    const [en, it, unit] = NUTRIENT_LABEL[k];
    if (per100 === null) return lang === "it" ? `${it}: non indicato nella tabella` : `${en}: not reported in the table`;
    const value = (per100 * amount) / 100;
    return `${lang === "it" ? it : en} ${fmt(value, lang, unit === "kcal" ? 0 : 1)} ${unit}`;
  });
  const answer =
    lang === "it"
      ? `${amountLabel} di ${facts.name}: ${parts.join(", ")}. Valori calcolati dalla banca dati degli alimenti (${facts.source}).`
      : `${amountLabel} of ${facts.name}: ${parts.join(", ")}. Calculated from the food database (${facts.source}).`;
  return { intent: "food-nutrients", answer };
}

async function answerToday(ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const meals = await ctx.todaysMeals();
  const goal = await ctx.activeGoal();
  const t = meals.reduce((a, m) => ({ kcal: a.kcal + m.calories, p: a.p + m.proteins, c: a.c + m.carbs, f: a.f + m.fats }), {
    kcal: 0,
    p: 0,
    c: 0,
    f: 0,
  });
  const list = meals.map((m) => `${m.food} (${m.calories} kcal)`).join(", ");
  const eaten =
    meals.length === 0
      ? lang === "it"
        ? "Oggi non hai ancora registrato pasti."
        : "You haven't logged any meals today yet."
      : lang === "it"
        ? `Oggi hai registrato ${meals.length} ${meals.length === 1 ? "pasto" : "pasti"}: ${list}. Totale: ${t.kcal} kcal, ${t.p} g di proteine, ${t.c} g di carboidrati, ${t.f} g di grassi.`
        : `Today you logged ${meals.length} ${meals.length === 1 ? "meal" : "meals"}: ${list}. Total: ${t.kcal} kcal, ${t.p} g protein, ${t.c} g carbs, ${t.f} g fat.`;
  if (!goal) {
    return {
      intent: "today",
      answer: `${eaten} ${lang === "it" ? "Non hai un obiettivo attivo: creane uno nella scheda Obiettivi per vedere quanto ti resta." : "You have no active goal: create one in the Goals tab to see what is left."}`,
    };
  }
  const left = { kcal: goal.calories - t.kcal, p: goal.proteins - t.p, c: goal.carbs - t.c, f: goal.fats - t.f };
  const remaining =
    lang === "it"
      ? `Rispetto al tuo obiettivo "${goal.name}" (${goal.calories} kcal) ti restano ${Math.max(0, left.kcal)} kcal, ${Math.max(0, left.p)} g di proteine, ${Math.max(0, left.c)} g di carboidrati e ${Math.max(0, left.f)} g di grassi.`
      : `Against your goal "${goal.name}" (${goal.calories} kcal) you have ${Math.max(0, left.kcal)} kcal, ${Math.max(0, left.p)} g protein, ${Math.max(0, left.c)} g carbs and ${Math.max(0, left.f)} g fat left.`;
  const over =
    left.kcal < 0
      ? lang === "it"
        ? ` Hai superato l'obiettivo di ${-left.kcal} kcal.`
        : ` You are ${-left.kcal} kcal over your goal.`
      : "";
  return { intent: "today", answer: `${eaten} ${remaining}${over}` };
}

async function withProfile(ctx: ChatContext, lang: Language, fn: (p: UserProfile) => EngineAnswer): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const p = await ctx.profile();
  if (!p) {
    return {
      intent: "profile-missing",
      answer:
        lang === "it"
          ? "Per calcolarlo mi servono età, sesso, altezza, peso e livello di attività: compila il tuo profilo nella scheda Profilo."
          : "To work that out I need your age, gender, height, weight and activity level: fill in your profile in the Profile tab.",
    };
  }
  return fn(p);
}

const BMI_LABELS: Record<ReturnType<typeof bmiCategory>, [string, string]> = {
  underweight: ["underweight", "sottopeso"],
  normal: ["normal weight", "normopeso"],
  overweight: ["overweight", "sovrappeso"],
  obese: ["obese", "obesità"],
};

const answerBmi = (ctx: ChatContext, lang: Language) =>
  withProfile(ctx, lang, (p) => {
    const v = bmi(p.weight, p.height);
    const [en, it] = BMI_LABELS[bmiCategory(v)];
    return {
      intent: "bmi",
      answer:
        lang === "it"
          ? `Con ${fmt(p.weight, lang, 1)} kg e ${fmt(p.height, lang)} cm il tuo IMC (BMI) è ${fmt(v, lang, 1)}: ${it} (il normopeso va da 18,5 a 24,9). È un indicatore di popolazione: non distingue massa magra e grassa.`
          : `At ${fmt(p.weight, lang, 1)} kg and ${fmt(p.height, lang)} cm your BMI is ${fmt(v, lang, 1)}: ${en} (18.5-24.9 is the normal range). It is a population measure: it does not tell muscle from fat.`,
    };
  });

const answerEnergy = (ctx: ChatContext, lang: Language) =>
  withProfile(ctx, lang, (p) => {
    const bmr = basalMetabolicRate(p);
    const tdee = dailyEnergy(bmr, p.activityLevel);
    return {
      intent: "energy",
      answer:
        lang === "it"
          ? `Il tuo metabolismo basale (formula di Harris-Benedict rivista) è circa ${fmt(r(bmr), lang)} kcal al giorno. Con un livello di attività "${p.activityLevel}" il fabbisogno giornaliero è circa ${fmt(r(tdee), lang)} kcal.`
          : `Your basal metabolic rate (revised Harris-Benedict) is about ${fmt(r(bmr), lang)} kcal a day. With a "${p.activityLevel}" activity level your daily energy need is about ${fmt(r(tdee), lang)} kcal.`,
    };
  });

async function answerGoalChange(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const gain = /(gain|muscle|massa|aument|bulk)/i.test(q);
  return withProfile(ctx, lang, (p) => {
    const tdee = dailyEnergy(basalMetabolicRate(p), p.activityLevel);
    const target = gain
      ? tdee + REFERENCE.muscleGainSurplusKcal
      : Math.max(tdee - REFERENCE.weightLossDeficitKcal, p.gender === "male" ? 1500 : 1200);
    const m = macroGrams(r(target), gain ? "muscle_gain" : "weight_loss");
    if (lang === "it") {
      return {
        intent: gain ? "goal-gain" : "goal-loss",
        answer: gain
          ? `Per aumentare la massa muscolare punta a circa ${m.calories} kcal al giorno (il tuo fabbisogno di ${r(tdee)} kcal più ${REFERENCE.muscleGainSurplusKcal}), con ${m.proteins} g di proteine, ${m.carbs} g di carboidrati e ${m.fats} g di grassi (35/45/20 %). Allenamento di forza regolare e un controllo del peso ogni settimana.`
          : `Per perdere peso punta a circa ${m.calories} kcal al giorno (il tuo fabbisogno di ${r(tdee)} kcal meno ${REFERENCE.weightLossDeficitKcal}, circa mezzo chilo a settimana), con ${m.proteins} g di proteine, ${m.carbs} g di carboidrati e ${m.fats} g di grassi (40/30/30 %). Puoi creare questo obiettivo nella scheda Obiettivi.`,
      };
    }
    return {
      intent: gain ? "goal-gain" : "goal-loss",
      answer: gain
        ? `To build muscle, aim for about ${m.calories} kcal a day (your ${r(tdee)} kcal need plus ${REFERENCE.muscleGainSurplusKcal}), with ${m.proteins} g protein, ${m.carbs} g carbs and ${m.fats} g fat (35/45/20 %). Pair it with regular strength training and check your weight weekly.`
        : `To lose weight, aim for about ${m.calories} kcal a day (your ${r(tdee)} kcal need minus ${REFERENCE.weightLossDeficitKcal}, about half a kilo a week), with ${m.proteins} g protein, ${m.carbs} g carbs and ${m.fats} g fat (40/30/30 %). You can create this goal in the Goals tab.`,
    };
  });
}

async function answerGuidance(topic: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  const profile = ctx.signedIn ? await ctx.profile() : undefined;
  const it = lang === "it";
  switch (topic) {
    case "protein": {
      const personal = profile
        ? it
          ? ` Per te (${fmt(profile.weight, lang, 1)} kg) sono circa ${r(profile.weight * REFERENCE.proteinGPerKg)} g al giorno; chi si allena molto può arrivare a 1,6 g/kg.`
          : ` For you (${fmt(profile.weight, lang, 1)} kg) that is about ${r(profile.weight * REFERENCE.proteinGPerKg)} g a day; people training hard may go up to 1.6 g/kg.`
        : "";
      return {
        intent: "guidance-protein",
        answer: `${it ? `L'assunzione di riferimento di proteine per gli adulti è ${fmt(REFERENCE.proteinGPerKg, lang, 2)} g per kg di peso corporeo al giorno.` : `The reference intake of protein for adults is ${fmt(REFERENCE.proteinGPerKg, lang, 2)} g per kg of body weight a day.`}${personal} ${cite(SOURCES.efsaProtein, lang)}`,
      };
    }
    case "fibre":
      return {
        intent: "guidance-fibre",
        answer: `${it ? `Per gli adulti l'assunzione adeguata di fibra è ${REFERENCE.fibreG} g al giorno: cereali integrali, legumi, verdura e frutta sono le fonti migliori.` : `For adults the adequate intake of fibre is ${REFERENCE.fibreG} g a day: whole grains, legumes, vegetables and fruit are the best sources.`} ${cite(SOURCES.efsaCarbsFibre, lang)}`,
      };
    case "sugar": {
      const goal = ctx.signedIn ? await ctx.activeGoal() : undefined;
      const kcal = goal?.calories ?? 2000;
      const max = r((kcal * REFERENCE.freeSugarsMaxEnergyShare) / 4);
      const ideal = r((kcal * REFERENCE.freeSugarsIdealEnergyShare) / 4);
      return {
        intent: "guidance-sugar",
        answer: `${it ? `Gli zuccheri liberi dovrebbero restare sotto il 10 % dell'energia, idealmente sotto il 5 %: con ${kcal} kcal al giorno sono al massimo ${max} g, idealmente ${ideal} g.` : `Free sugars should stay below 10 % of energy, ideally below 5 %: at ${kcal} kcal a day that is at most ${max} g, ideally ${ideal} g.`} ${cite(SOURCES.whoSugars, lang)}`,
      };
    }
    case "salt":
      return {
        intent: "guidance-salt",
        answer: `${it ? `Meno di ${REFERENCE.saltMaxG} g di sale al giorno (circa ${REFERENCE.sodiumMaxMg / 1000} g di sodio), circa un cucchiaino raso, contando anche il sale già presente in pane, formaggi e salumi.` : `Less than ${REFERENCE.saltMaxG} g of salt a day (about ${REFERENCE.sodiumMaxMg / 1000} g sodium), roughly a level teaspoon, counting the salt already in bread, cheese and cured meats.`} ${cite(SOURCES.whoSodium, lang)}`,
      };
    case "water": {
      const litres = profile ? (profile.gender === "male" ? REFERENCE.waterMenL : REFERENCE.waterWomenL) : undefined;
      return {
        intent: "guidance-water",
        answer: `${it ? `L'assunzione adeguata di acqua totale è ${fmt(REFERENCE.waterWomenL, lang, 1)} L al giorno per le donne e ${fmt(REFERENCE.waterMenL, lang, 1)} L per gli uomini, da bevande e cibi (circa il 70-80 % da bevande).${litres ? ` Per te: circa ${fmt(litres, lang, 1)} L.` : ""}` : `The adequate intake of total water is ${fmt(REFERENCE.waterWomenL, lang, 1)} L a day for women and ${fmt(REFERENCE.waterMenL, lang, 1)} L for men, from drinks and food (about 70-80 % from drinks).${litres ? ` For you: about ${fmt(litres, lang, 1)} L.` : ""}`} ${cite(SOURCES.efsaWater, lang)}`,
      };
    }
    default:
      return {
        intent: "guidance-fat",
        answer: `${it ? "I grassi dovrebbero fornire il 20-35 % dell'energia e i grassi saturi meno del 10 %: preferisci olio d'oliva, frutta secca e pesce." : "Fat should provide 20-35 % of energy and saturated fat less than 10 %: favour olive oil, nuts and fish."} ${cite(SOURCES.efsaFat, lang)} ${cite(SOURCES.whoHealthyDiet, lang)}`,
      };
  }
}

const MEAL_WORDS: [MealType, RegExp][] = [
  ["breakfast", /breakfast|colazione/],
  ["lunch", /lunch|pranzo/],
  ["dinner", /dinner|supper|cena/],
  ["snack", /snack|spuntino|merenda/],
];

export function nextMealType(hour: number): MealType {
  if (hour < 10) return "breakfast";
  if (hour < 15) return "lunch";
  if (hour < 17) return "snack";
  return "dinner";
}

async function answerNextMeal(q: string, ctx: ChatContext, lang: Language): Promise<EngineAnswer> {
  if (!ctx.signedIn) return signInNeeded(lang);
  const mealType = MEAL_WORDS.find(([, re]) => re.test(q.toLowerCase()))?.[0] ?? nextMealType(ctx.localHour);
  const s = await ctx.suggestMeal(mealType);
  if (!s) {
    return {
      intent: "suggestion-none",
      answer:
        lang === "it"
          ? "Non ho trovato una ricetta adatta alle tue preferenze e a quanto ti resta oggi. Prova ad allargare il tempo di preparazione o le diete nelle Preferenze alimentari."
          : "I couldn't find a recipe that fits your preferences and what is left of your day. Try allowing more preparation time or fewer diet limits in Food Preferences.",
    };
  }
  const head =
    lang === "it"
      ? `Per ${{ breakfast: "colazione", lunch: "pranzo", dinner: "cena", snack: "spuntino" }[mealType]} ti suggerisco ${s.name}: ${s.calories} kcal, ${s.proteins} g di proteine, ${s.carbs} g di carboidrati, ${s.fats} g di grassi.`
      : `For ${mealType} I suggest ${s.name}: ${s.calories} kcal, ${s.proteins} g protein, ${s.carbs} g carbs, ${s.fats} g fat.`;
  return { intent: "suggestion", answer: `${head} ${s.reasoning ?? ""}`.trim() };
}

function signInNeeded(lang: Language): EngineAnswer {
  return {
    intent: "sign-in",
    answer:
      lang === "it"
        ? "Per risponderti con i tuoi dati (pasti, obiettivo, profilo) devi accedere o creare un account. Posso comunque dirti i valori nutrizionali di un alimento o le raccomandazioni generali."
        : "To answer from your own data (meals, goal, profile) you need to sign in or create an account. I can still give you the nutrients of a food or the general recommendations.",
  };
}

function help(lang: Language, chatType: ChatType): EngineAnswer {
  return {
    intent: "help",
    answer:
      lang === "it"
        ? `Non sono sicuro di aver capito. Posso aiutarti con: cosa hai mangiato oggi e quanto ti resta; i valori nutrizionali di un alimento ("quante proteine in 150 g di salmone"); il tuo IMC, metabolismo basale e fabbisogno; cosa mangiare al prossimo pasto; proteine, fibra, zuccheri, sale e acqua consigliati${chatType === "goals" ? "; come impostare l'obiettivo per dimagrire o aumentare la massa" : ""}.`
        : `I'm not sure I understood. I can help with: what you ate today and what is left; the nutrients of a food ("how much protein in 150 g of salmon"); your BMI, basal metabolism and daily energy; what to eat for your next meal; recommended protein, fibre, sugar, salt and water${chatType === "goals" ? "; how to set your goal to lose weight or build muscle" : ""}.`,
  };
}

/** The offline nutrition engine: answers computed from the user's data, the food database and cited references. */
export async function answerOffline(query: string, ctx: ChatContext): Promise<EngineAnswer> {
  const q = query.trim();
  const lower = q.toLowerCase();
  const lang: Language = ctx.language === "it" || detectItalian(q) ? "it" : "en";

  if (/^(hi|hello|hey|ciao|salve|buongiorno|buonasera)\b/.test(lower) && lower.length < 25) return help(lang, ctx.chatType);

  const asksAmountOfFood =
    /(how (much|many)|quant[aoie]|what('| i)s the|nutrients?|nutrition|valori|contiene|contain)/.test(lower) &&
    /\b(in|of|nel|nella|nello|nei|di|del|della|contiene|contain)\b/.test(lower);
  // 'Di quante proteine ho bisogno al giorno?' is about the person, not about a food called 'bisogno'.
  const personalWords = /\b(i|me|my|mi|mio|mia|devo|dovrei|should|need|ho bisogno|bisogno)\b/.test(lower);
  if (
    asksAmountOfFood &&
    !/\b(today|oggi|left|restano|rimangono)\b/.test(lower) &&
    !(personalWords && /(should|need|dovrei|devo|al giorno|a day|per day|daily)/.test(lower))
  ) {
    const food = await answerFoodNutrients(q, ctx, lang);
    if (food) return food;
  }
  if (
    /(today|oggi|so far|finora|left|remaining|restano|rimangono|rimane|resta)/.test(lower) &&
    /(eat|ate|eaten|mangiat|intake|consum|left|remain|rest|rimang|calori|protein|so far)/.test(lower)
  )
    return answerToday(ctx, lang);
  if (/\b(bmi|imc)\b|body mass|massa corporea/.test(lower)) return answerBmi(ctx, lang);
  if (
    /(bmr|basal|metabol|basale|tdee|daily energy|fabbisogno|how many calories (do|should) i|quante calorie (devo|dovrei|mi servono))/.test(
      lower,
    )
  )
    return answerEnergy(ctx, lang);
  if (
    /(lose weight|weight loss|slim|dimagr|perdere peso|gain (weight|muscle)|build muscle|muscle gain|massa muscolare|aumentare (di )?peso)/.test(
      lower,
    )
  )
    return answerGoalChange(q, ctx, lang);
  if (
    /(what (should|can|could|do) i (eat|have|cook)|what to (eat|cook)|what'?s for (breakfast|lunch|dinner)|suggest|next meal|prossimo pasto|cosa (posso |dovrei |potrei )?(mangi|cucin|prepar)|che (cosa )?(mangio|cucino|preparo)|consiglia|idea|recipe|ricetta)/.test(
      lower,
    )
  )
    return answerNextMeal(q, ctx, lang);
  if (/protein|proteine/.test(lower)) return answerGuidance("protein", ctx, lang);
  if (/fib(re|er|ra)/.test(lower)) return answerGuidance("fibre", ctx, lang);
  if (/sugar|zuccher/.test(lower)) return answerGuidance("sugar", ctx, lang);
  if (/\bsalt|\bsale\b|sodium|sodio/.test(lower)) return answerGuidance("salt", ctx, lang);
  if (/water|hydrat|drink|acqua|idrata|bere/.test(lower)) return answerGuidance("water", ctx, lang);
  if (/\bfats?\b|grassi|saturat|saturi/.test(lower)) return answerGuidance("fat", ctx, lang);
  if (/\bgoal\b|obiettiv/.test(lower)) return answerToday(ctx, lang);
  if (asksAmountOfFood) {
    const food = await answerFoodNutrients(q, ctx, lang);
    if (food) return food;
  }
  return help(lang, ctx.chatType);
}
