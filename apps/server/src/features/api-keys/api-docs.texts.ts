import { API_KEY_HEADER, API_RATE_LIMITS } from "@app/shared";

/**
 * The words of the docs object of 002 §3 (GET /api/docs) in the reader's language. The OpenAPI document
 * stays in English, as code generators expect; the docs page reads this object, so an Italian reader
 * gets Italian descriptions. Every v1 endpoint needs its Italian description here (a test checks it).
 */
export type DocsLanguage = "en" | "it";

export const ENDPOINT_DESCRIPTIONS_IT: Record<string, string> = {
  "GET /nutrition-goals": "Tutti i tuoi obiettivi nutrizionali; quello attivo ha isActive true.",
  "GET /nutrition-goals/active": "Il tuo obiettivo attivo; 404 se nessuno è attivo.",
  "GET /meals": "I tuoi pasti da startDate a endDate (giorni del diario, AAAA-MM-GG, entrambi inclusi, al massimo 366 giorni).",
  "GET /meals.csv": "Gli stessi pasti di GET /meals, come file CSV per un foglio di calcolo.",
  "POST /meals": "Registra un pasto con calorie e macronutrienti (kcal e grammi interi). Serve una chiave di lettura e scrittura.",
  "PATCH /meals/{id}": "Cambia i campi inviati; 404 per un pasto che non è tuo. Serve una chiave di lettura e scrittura.",
  "DELETE /meals/{id}": "Elimina per sempre uno dei tuoi pasti; 404 per un pasto che non è tuo. Serve una chiave di lettura e scrittura.",
  "GET /summary/daily":
    "L'assunzione di un giorno del diario rispetto al tuo obiettivo attivo (per impostazione predefinita oggi, nel tuo fuso orario).",
  "GET /foods/search": "Gli alimenti del database (nutrienti per 100 g) e i tuoi alimenti personalizzati, dal più pertinente.",
  "GET /foods/{id}":
    "I nutrienti per 100 g di un alimento e le sue porzioni domestiche; 404 per l'alimento personalizzato di un altro utente.",
  "GET /profile/figures":
    "IMC, metabolismo basale (Harris-Benedict rivista) e fabbisogno energetico giornaliero (TDEE) dal tuo profilo; 404 senza profilo.",
};

const WORDS = {
  en: {
    path: "path",
    query: "query",
    body: "body",
    required: "required",
    optional: "optional",
    or: " or ",
    oneOf: "one of",
    byDefault: "default",
    date: "date (YYYY-MM-DD)",
    dateTime: "date and time (ISO 8601)",
    integer: "integer",
    number: "number",
    string: "text",
    boolean: "true or false",
    array: "list",
    object: "object",
    null: "null",
    value: "value",
  },
  it: {
    path: "percorso",
    query: "query",
    body: "corpo",
    required: "obbligatorio",
    optional: "facoltativo",
    or: " o ",
    oneOf: "uno tra",
    byDefault: "predefinito",
    date: "data (AAAA-MM-GG)",
    dateTime: "data e ora (ISO 8601)",
    integer: "numero intero",
    number: "numero",
    string: "testo",
    boolean: "true o false",
    array: "elenco",
    object: "oggetto",
    null: "null",
    value: "valore",
  },
} as const;

export const docsWords = (lang: DocsLanguage) => WORDS[lang];

/** A JSON schema, as far as a parameter's description reads it. */
export interface ParameterSchema {
  type?: unknown;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: ParameterSchema[];
  oneOf?: ParameterSchema[];
}

/**
 * What a developer needs to know of a parameter's value: its type in words, the values it may take, and its
 * default ('integer 1-50, default 20'; 'one of breakfast, lunch, dinner, snack'; 'integer or null'). A string
 * of digits only (an id in the path) reads as an integer.
 */
export function schemaText(schema: ParameterSchema | undefined, lang: DocsLanguage): string {
  const w = WORDS[lang];
  if (!schema) return w.value;
  const members = schema.anyOf ?? schema.oneOf;
  if (members) {
    const texts = [...new Set(members.map((m) => schemaText(m, lang)))];
    // A number or a string of digits (a path id): one integer.
    const merged = texts.length === 2 && texts.includes(w.number) && texts.includes(w.integer) ? [w.integer] : texts;
    return merged.join(w.or) + defaultText(schema, lang);
  }
  if (schema.enum?.length) return `${w.oneOf} ${schema.enum.map(String).join(", ")}` + defaultText(schema, lang);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const text = types
    .map((type) => {
      if (type === "string" && schema.format === "date") return w.date;
      if (type === "string" && schema.format === "date-time") return w.dateTime;
      if (type === "string" && schema.pattern && /^\^\\d(\{[\d,]+\}|\+)\$$/.test(schema.pattern)) return w.integer;
      if (type === "integer" || type === "number") {
        const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}-${schema.maximum}` : "";
        return (type === "integer" ? w.integer : w.number) + range;
      }
      return typeof type === "string" && type in w ? w[type as keyof typeof w] : w.value;
    })
    .join(w.or);
  return text + defaultText(schema, lang);
}

function defaultText(schema: ParameterSchema, lang: DocsLanguage): string {
  if (schema.default === undefined || schema.default === "") return "";
  return `, ${WORDS[lang].byDefault} ${String(schema.default)}`;
}

export function rateLimitDescription(limit: number, lang: DocsLanguage): string {
  const monthly = API_RATE_LIMITS["premium-monthly"];
  const yearly = API_RATE_LIMITS["premium-yearly"];
  return lang === "it"
    ? `Ogni chiave API può fare ${limit} richieste al minuto con il tuo piano (${monthly} con Premium mensile, ${yearly} con ` +
        `Premium annuale). Il minuto comincia con la prima chiamata della chiave e il conteggio riparte quando finisce. Ogni ` +
        `risposta porta le intestazioni RateLimit-Limit, RateLimit-Remaining e RateLimit-Reset (secondi alla fine del minuto); ` +
        `oltre il limite la risposta è 429 con Retry-After (secondi).`
    : `Each API key may make ${limit} requests per minute on your plan (${monthly} on Premium monthly, ${yearly} on Premium ` +
        `yearly). The minute starts with a key's first call and the count starts again when it ends. Every answer carries ` +
        `RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds until the minute ends) headers; over the limit the ` +
        `answer is 429 with Retry-After (seconds).`;
}

export function authenticationDescription(lang: DocsLanguage): string {
  return lang === "it"
    ? `Invia la tua chiave API nell'intestazione ${API_KEY_HEADER} (oppure come Authorization: Bearer <chiave>). Crea le chiavi ` +
        `nella pagina Chiavi API; la chiave completa si vede una volta sola. Una chiave di sola lettura può chiamare solo gli ` +
        `endpoint GET. L'API non accetta mai i cookie.`
    : `Send your API key in the ${API_KEY_HEADER} header (or as Authorization: Bearer <key>). Create keys on the API Keys page; ` +
        `the full key is shown once. A read-only key can call GET endpoints only. Cookies are never accepted by the API.`;
}
