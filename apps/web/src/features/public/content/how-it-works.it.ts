import type { HowItWorksContent } from "./how-it-works.en.ts";

/** /how-it-works (docs/product/public-pages.md#how-it-works), in italiano. */
const howItWorks: HowItWorksContent = {
  title: "Come funziona NutriPilot",
  intro:
    "Dal tuo profilo agli obiettivi giornalieri, da una foto a un pasto nel diario: ecco che cosa succede dietro ogni schermata, con i numeri reali di un profilo di esempio.",
  contents: "In questa pagina",
  calculator: {
    title: "Da un profilo agli obiettivi giornalieri",
    intro: "Ecco che cosa consiglia NutriPilot per un profilo di esempio. Cambia obiettivo per vedere come cambiano i numeri.",
    stepsTitle: "Come vengono calcolati questi numeri",
    steps: [
      "Indice di massa corporea: il peso diviso per l'altezza al quadrato, {weight} kg ÷ ({heightM} m)² = {bmi}.",
      "Metabolismo basale, con l'equazione di Harris-Benedict rivista per gli uomini: 88,362 + 13,397 × {weight} + 4,799 × {heightCm} − 5,677 × {age} = {bmr} kcal al giorno.",
      "Fabbisogno di mantenimento: il metabolismo basale moltiplicato per {factor}, il fattore dell'attività moderata, dà {maintenance} kcal al giorno.",
      "{adjustment}. L'obiettivo giornaliero è di {target} kcal.",
      "Proteine: il centro dell'intervallo di {proteinRange} g per kg di peso corporeo consigliato per questo obiettivo (ISSN, 2017), {proteinG} g al giorno. Grassi: {fat} % dell'energia; carboidrati il resto. In tutto, quota dell'energia dalle proteine {protein} %, dai carboidrati {carbs} %, dai grassi {fat} %, con 4 kcal per grammo di proteine o carboidrati e 9 kcal per grammo di grassi.",
    ],
    lossAdjustment: "L'obiettivo, perdere peso: 500 kcal in meno del mantenimento, circa 0,5 kg a settimana",
    gainAdjustment: "L'obiettivo, aumentare la massa muscolare: 300 kcal in più del mantenimento, un surplus moderato",
    note: "Sono stime per un adulto in buona salute. Ogni corpo è diverso: segui il tuo peso per qualche settimana e correggi. NutriPilot è uno strumento per il benessere, non un consiglio medico.",
  },
  sections: [
    {
      id: "food-analyzer",
      title: "Analizzatore di alimenti",
      blocks: [
        "Scatta una foto del tuo pasto o caricane una (JPG, JPEG, PNG, GIF o WebP, fino a 10 MB). L'analizzatore riconosce gli alimenti che vede e ne stima le porzioni.",
        "Calorie e macronutrienti non sono inventati dal modello: NutriPilot cerca ogni alimento nella sua banca dati e calcola i numeri da sé. Il risultato elenca gli alimenti, le calorie totali e la quota di proteine, carboidrati e grassi, con note su ciò che spicca.",
        "È una stima. Salse, grassi nascosti e piatti misti sono difficili da vedere in una foto: controlla le quantità prima di farci affidamento.",
        "Senza account puoi provare un'analisi. Con un account, l'analizzatore di alimenti fa parte di Premium e della prova gratuita.",
        "[Prova l'analizzatore di alimenti](/food-analyzer)",
      ],
    },
    {
      id: "meal-tracking",
      title: "Diario dei pasti",
      blocks: [
        "Ogni pasto si registra come colazione, pranzo, cena o spuntino. Cerca nella banca dati, scegli una quantità e NutriPilot aggiunge calorie, proteine, carboidrati e grassi alla tua giornata.",
        {
          list: [
            "La banca dati contiene circa 28.000 alimenti da sei tabelle pubbliche di composizione degli alimenti, con i valori per 100 g.",
            "Gli alimenti che mangi spesso compaiono per primi e puoi creare alimenti tuoi.",
            "La giornata segue il tuo fuso orario, così una cena tardi resta nel giorno giusto.",
            "Il piano gratuito mostra lo storico degli ultimi {freeHistoryDays} giorni; Premium conserva tutto il diario.",
          ],
        },
        "[Apri il diario dei pasti](/dashboard?tab=meals)",
      ],
    },
    {
      id: "goals-management",
      title: "Gestione degli obiettivi",
      blocks: [
        "Un obiettivo è un traguardo giornaliero di calorie, proteine, carboidrati e grassi. Parti da un modello come perdita di peso, mantenimento o aumento della massa muscolare, oppure usa il calcolatore qui sopra con il tuo profilo, e modifica qualsiasi valore.",
        "Hai un solo obiettivo attivo alla volta. La dashboard confronta ogni giornata con l'obiettivo, così vedi subito che cosa manca.",
        "Con Premium, l'assistente può consigliarti obiettivi in base al tuo profilo e spiegare ciascuno.",
        "[Gestisci i tuoi obiettivi](/dashboard?tab=goals)",
      ],
    },
    {
      id: "assistant",
      title: "L'assistente IA",
      blocks: [
        "L'assistente risponde alle domande sulla nutrizione e suggerisce pasti in base al tuo obiettivo, ai pasti registrati, alle preferenze alimentari e ai tuoi pollici in su e in giù. Ogni risposta mostra il ragionamento e cita le fonti.",
        "I numeri vengono sempre dalla banca dati e dai calcolatori di questa pagina: l'assistente può proporre alimenti e quantità, e NutriPilot ne calcola da sé calorie e macronutrienti.",
        "Senza account puoi fare tre domande gratis. Il piano gratuito include {freeSuggestionsPerWeek} suggerimenti IA a settimana, Premium non ha limiti.",
      ],
    },
  ],
  sourcesLink: "Vedi le fonti scientifiche di questi numeri",
};

export default howItWorks;
