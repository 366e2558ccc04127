import type { SourcesContent } from "./sources.en.ts";

/**
 * /scientific-sources (docs/product/public-pages.md#scientific-sources), in italiano. I titoli delle pubblicazioni restano nella lingua
 * originale, come vanno citati.
 */
const sources: SourcesContent = {
  eyebrow: "Scienza e trasparenza",
  title: "La scienza dietro NutriPilot",
  intro:
    "Ogni numero che NutriPilot mostra viene da una fonte pubblicata. Questa pagina le elenca, con i collegamenti agli originali, perché tu possa verificare il nostro lavoro.",
  bodies: {
    title: "Enti di riferimento",
    items: [
      {
        name: "EFSA",
        fullName: "Autorità europea per la sicurezza alimentare",
        text: "L'agenzia dell'UE che stabilisce i valori dietetici di riferimento per energia e nutrienti. Usiamo i suoi valori per proteine, carboidrati, fibre, grassi e acqua.",
        links: [
          { label: "EFSA (2012), Dietary Reference Values for protein", url: "https://www.efsa.europa.eu/en/efsajournal/pub/2557" },
          {
            label: "EFSA (2010), Dietary Reference Values for carbohydrates and dietary fibre",
            url: "https://www.efsa.europa.eu/en/efsajournal/pub/1462",
          },
          { label: "EFSA (2010), Dietary Reference Values for fats", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1461" },
          { label: "EFSA (2010), Dietary Reference Values for water", url: "https://www.efsa.europa.eu/en/efsajournal/pub/1459" },
        ],
      },
      {
        name: "OMS",
        fullName: "Organizzazione mondiale della sanità",
        text: "Le sue linee guida fissano i limiti che usiamo per zuccheri liberi, sale e grassi saturi, e le categorie dell'IMC.",
        links: [
          {
            label: "WHO (2015), Guideline: Sugars intake for adults and children",
            url: "https://www.who.int/publications/i/item/9789241549028",
          },
          {
            label: "WHO (2012), Guideline: Sodium intake for adults and children",
            url: "https://www.who.int/publications/i/item/9789241504836",
          },
          { label: "WHO, Healthy diet fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet" },
        ],
      },
      {
        name: "USDA",
        fullName: "Dipartimento dell'Agricoltura degli Stati Uniti",
        text: "Pubblica tre delle nostre sei tabelle di alimenti tramite FoodData Central e, con il Dipartimento della Salute, le Dietary Guidelines for Americans.",
        links: [
          { label: "USDA FoodData Central", url: "https://fdc.nal.usda.gov/" },
          { label: "USDA & HHS, Dietary Guidelines for Americans", url: "https://www.dietaryguidelines.gov/" },
        ],
      },
    ],
  },
  methods: {
    title: "Equazioni e classificazioni",
    items: [
      {
        name: "Metabolismo basale",
        text: "L'equazione di Harris-Benedict rivista (Roza e Shizgal, 1984), con formule distinte per uomini e donne.",
        link: {
          label: "Roza AM, Shizgal HM. The Harris Benedict equation reevaluated. Am J Clin Nutr. 1984;40(1):168-182",
          url: "https://doi.org/10.1093/ajcn/40.1.168",
        },
      },
      {
        name: "Fabbisogno energetico giornaliero",
        text: "Il metabolismo basale moltiplicato per un fattore di attività: 1,2 sedentario, 1,375 leggera, 1,55 moderata, 1,725 intensa e 1,9 molto intensa.",
      },
      {
        name: "Indice di massa corporea",
        text: "Il peso in chilogrammi diviso per il quadrato dell'altezza in metri, con le categorie dell'OMS per gli adulti: sotto 18,5 sottopeso, da 18,5 a 24,9 normopeso, da 25 a 29,9 sovrappeso, da 30 in su obesità.",
      },
      {
        name: "Energia dei macronutrienti",
        text: "4 kcal per grammo di proteine e di carboidrati e 9 kcal per grammo di grassi, i fattori di conversione usati nell'etichettatura nutrizionale dell'UE.",
      },
    ],
  },
  tables: {
    title: "Tabelle di composizione degli alimenti",
    intro:
      "La banca dati degli alimenti unisce sei tabelle pubbliche, circa 28.000 alimenti in tutto. I valori sono per 100 g di parte edibile. Quando una tabella non riporta un nutriente, NutriPilot lo mostra come sconosciuto e non come zero.",
    labels: {
      publisher: "Editore",
      version: "Versione",
      licence: "Licenza",
      foods: "Alimenti",
      attribution: "Attribuzione",
      website: "Sito della tabella",
    },
    notes: {
      usda_sr28: "La classica tabella di riferimento statunitense di alimenti crudi e preparati, con le porzioni domestiche.",
      usda_fndds_2021_2023: "Alimenti e piatti misti come vengono consumati negli Stati Uniti, usati nelle indagini alimentari nazionali.",
      usda_foundation_2025_04: "Analisi recenti e dettagliate degli alimenti di base.",
      ciqual_2025: "La tabella nazionale francese, pubblicata dall'ANSES.",
      bls_4_0:
        "La tabella nazionale tedesca, pubblicata dal Max Rubner-Institut. Ne usiamo energia, macronutrienti, fibre, zuccheri e amido.",
      uk_cofid_2015: "La tabella britannica McCance and Widdowson's. Ne usiamo i nutrienti principali (proximates).",
    },
    foodsCount: "{count} alimenti",
  },
  use: {
    title: "Come usiamo queste fonti",
    points: [
      "Calorie e macronutrienti di un pasto sono calcolati dalla banca dati degli alimenti, mai scritti da un modello di IA.",
      "NutriPilot conta i carboidrati disponibili: le fibre sono indicate a parte. Le tabelle statunitensi includono le fibre nei carboidrati, quindi le sottraiamo quando sono note.",
      "Quando l'assistente cita un valore di riferimento, indica la fonte da cui proviene.",
    ],
  },
  limits: {
    title: "Limiti",
    text: "Le tabelle riportano valori tipici: l'alimento nel tuo piatto può essere diverso per varietà, ricetta e cottura. I valori di riferimento valgono per popolazioni in buona salute. NutriPilot è uno strumento per il benessere e non sostituisce il parere di un medico o di un dietista.",
  },
};

export default sources;
