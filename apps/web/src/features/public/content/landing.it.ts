import type { LandingContent } from "./landing.en.ts";

/** La pagina iniziale sotto l'intestazione (docs/product/public-pages.md#landing), in italiano. */
const landing: LandingContent = {
  mealPlan: {
    title: "Una giornata tipo con NutriPilot",
    intro:
      "Ecco come può essere una giornata equilibrata. Apri un pasto per vedere che cosa contiene. Il tuo piano segue il tuo obiettivo, i tuoi gusti e le tue allergie.",
    meals: {
      breakfast: { name: "Colazione", dish: "Porridge d'avena con yogurt greco, mirtilli e noci" },
      lunch: { name: "Pranzo", dish: "Pollo arrosto con riso integrale e insalata fresca" },
      dinner: { name: "Cena", dish: "Salmone al forno con patate lesse e broccoli" },
    },
    foods: {
      oats: "Fiocchi d'avena",
      greekYogurt: "Yogurt greco bianco magro",
      blueberries: "Mirtilli",
      walnuts: "Noci",
      chicken: "Petto di pollo arrosto",
      brownRice: "Riso integrale cotto",
      lettuce: "Lattuga verde",
      tomatoes: "Pomodori",
      oliveOil: "Olio d'oliva",
      salmon: "Salmone al forno",
      potatoes: "Patate lesse",
      broccoli: "Broccoli lessati",
    },
    itemsLabel: "Alimenti e quantità",
    mealTotal: "Totale del pasto",
    dayTotal: "L'intera giornata: {kcal} kcal e {protein} g di proteine. Aggiungi gli spuntini per raggiungere il tuo obiettivo.",
    protein: "{grams} g di proteine",
    note: "Energia e macronutrienti calcolati dai valori USDA SR28 per le quantità indicate. Un esempio, non una prescrizione.",
    plannerLink: "Pianifica la tua settimana con il pianificatore dei pasti",
  },
  science: {
    title: "Basato sulla scienza della nutrizione, non su supposizioni",
    intro: "I numeri che NutriPilot mostra vengono da fonti pubblicate che puoi verificare da solo.",
    points: [
      {
        title: "Dati sugli alimenti da tabelle pubbliche",
        text: "Circa 28.000 alimenti da sei tabelle di composizione degli alimenti pubblicate da enti pubblici di Stati Uniti, Francia, Germania e Regno Unito.",
      },
      {
        title: "Valori di riferimento di EFSA e OMS",
        text: "Le indicazioni su proteine, fibre, zuccheri, sale e grassi seguono l'Autorità europea per la sicurezza alimentare e l'Organizzazione mondiale della sanità.",
      },
      {
        title: "Equazioni standard e documentate",
        text: "Il fabbisogno energetico è stimato con l'equazione di Harris-Benedict rivista e i fattori di attività, spiegati passo per passo nella pagina Come funziona.",
      },
    ],
    link: "Scopri le nostre fonti scientifiche",
  },
  aiLearns: {
    title: "Suggerimenti che imparano che cosa ti piace",
    intro:
      "Valuta un pasto suggerito con un pollice in su o in giù. NutriPilot conserva le tue valutazioni e ne tiene conto, insieme al tuo obiettivo, ai pasti che registri e alle tue preferenze alimentari, per i suggerimenti successivi.",
    steps: [
      { title: "Pollice in su", text: "Vedrai più pasti come questo, con ingredienti e cucine simili." },
      { title: "Pollice in giù", text: "In futuro i pasti simili vengono evitati." },
      {
        title: "Il motivo, ogni volta",
        text: "Ogni suggerimento spiega perché fa per te: le calorie che ti restano, il tuo obiettivo di proteine o le tue preferenze.",
      },
    ],
    link: "Registrati per i consigli dell'IA",
  },
  privacy: {
    title: "I tuoi dati restano tuoi",
    intro: "Tenere traccia di ciò che mangi è una cosa personale. Abbiamo costruito NutriPilot perché il controllo resti a te.",
    points: [
      "Niente pubblicità, e non vendiamo mai i tuoi dati.",
      "Solo i cookie necessari al funzionamento dell'app: nessun cookie di tracciamento o pubblicitario.",
      "Scarica tutti i tuoi dati quando vuoi ed elimina il tuo account dal profilo.",
      "Le password sono conservate solo come hash con sale e non conserviamo mai numeri di carta: i pagamenti passano dal nostro fornitore di pagamento.",
    ],
    link: "Leggi la nostra informativa sulla privacy",
  },
  features: {
    title: "Tutto ciò che serve per mangiare con consapevolezza",
    intro: "Cinque strumenti che lavorano insieme, dal primo pasto registrato al piano di un'intera settimana.",
    cards: {
      meals: {
        title: "Registra i tuoi pasti",
        text: "Registra colazione, pranzo, cena e spuntini dalla banca dati degli alimenti o dai tuoi alimenti, e guarda sommarsi calorie e macronutrienti.",
        link: "Apri il diario dei pasti",
      },
      analyzer: {
        title: "Analizzatore di alimenti",
        text: "Fotografa il tuo piatto e ottieni una stima di ciò che contiene, con calorie e macronutrienti presi dalla banca dati degli alimenti.",
        link: "Prova l'analizzatore di alimenti",
      },
      goals: {
        title: "Gestisci gli obiettivi",
        text: "Imposta un obiettivo di calorie e macronutrienti da un modello o con i tuoi valori e segui i progressi giorno per giorno.",
        link: "Gestisci i tuoi obiettivi",
      },
      preferences: {
        title: "Preferenze alimentari",
        text: "Indica a NutriPilot allergie, diete, cucine preferite e quanto tempo ami dedicare ai fornelli: i suggerimenti ne terranno conto.",
        link: "Completa il tuo profilo",
      },
      planner: {
        title: "Pianificatore dei pasti",
        text: "Crea un piano settimanale o mensile da una raccolta di ricette europee e rigenera i giorni che non ti convincono.",
        link: "Apri il pianificatore dei pasti",
      },
    },
  },
  howItWorks: {
    title: "Come funziona",
    intro: "Tre passi, ogni giorno. Bastano pochi minuti quando conosci i tuoi alimenti abituali.",
    steps: [
      {
        title: "Registra ciò che mangi",
        text: "Cerca nella banca dati degli alimenti, scegli una porzione e aggiungila a colazione, pranzo, cena o a uno spuntino.",
      },
      {
        title: "La tua giornata a colpo d'occhio",
        text: "La dashboard somma calorie, proteine, carboidrati e grassi e li confronta con il tuo obiettivo.",
      },
      {
        title: "Correggi la rotta con una guida",
        text: "Fai domande all'assistente, ricevi idee per i pasti che restano nella giornata e perfeziona l'obiettivo strada facendo.",
      },
    ],
    summary: {
      title: "Riepilogo nutrizionale di esempio",
      caption: "Colazione e pranzo della giornata tipo, rispetto all'obiettivo di perdita di peso del profilo di esempio di Come funziona.",
      calories: "Calorie",
      protein: "Proteine",
      carbs: "Carboidrati",
      fat: "Grassi",
      ofGoal: "{value} su {goal}",
    },
    link: "Leggi come NutriPilot calcola i tuoi obiettivi",
  },
  comparison: {
    title: "NutriPilot a confronto",
    intro: "Strumenti diversi servono a esigenze diverse. Ecco un confronto onesto.",
    caption: "NutriPilot confrontato con un diario cartaceo e con le sedute da un nutrizionista",
    feature: "Caratteristica",
    columns: ["NutriPilot", "Diario su carta o foglio di calcolo", "Sedute da un nutrizionista"],
    rows: [
      { label: "Calorie e macronutrienti calcolati per te", cells: ["yes", "no", "partly"] },
      { label: "Valori degli alimenti da tabelle di composizione pubbliche", cells: ["yes", "no", "partly"] },
      { label: "Suggerimenti che si adattano ai tuoi gusti", cells: ["yes", "no", "yes"] },
      { label: "Disponibile in qualsiasi momento, su qualsiasi dispositivo", cells: ["yes", "partly", "no"] },
      { label: "Consigli clinici personali", cells: ["no", "no", "yes"] },
    ],
    costLabel: "Costo",
    costs: ["Piano gratuito, Premium {monthlyPrice} al mese", "Gratuito", "A pagamento per ogni seduta"],
    values: { yes: "Sì", no: "No", partly: "In parte" },
    note: "NutriPilot è uno strumento per il benessere e non sostituisce un medico o un dietista. Se hai una condizione medica, rivolgiti a un professionista.",
  },
  stories: {
    title: "Storie di successo",
    disclaimer:
      "Queste storie sono illustrative: mostrano modi tipici di usare NutriPilot. Non sono resoconti di clienti reali e i risultati variano da persona a persona.",
    items: [
      {
        name: "Marta, 34 anni",
        goal: "Energia più costante al lavoro",
        text: "Registrando i pranzi, Marta ha scoperto di mangiare pochissime proteine prima del calo del pomeriggio. Ne ha spostate un po' a colazione e a pranzo e le ha tenute d'occhio nel riepilogo giornaliero.",
      },
      {
        name: "Luca, 41 anni",
        goal: "Perdere peso con calma",
        text: "Luca ha usato l'obiettivo di perdita di peso con un deficit moderato e ha registrato i pasti quasi ogni giorno. Vedere le calorie dei suoi spuntini abituali lo ha aiutato a scegliere quali tenere.",
      },
      {
        name: "Sofia, 27 anni",
        goal: "Abbastanza proteine per allenarsi",
        text: "Sofia ha impostato un obiettivo di aumento della massa muscolare, ha chiesto all'assistente idee vegetariane ricche di proteine e ha messo un pollice in su ai suggerimenti che avrebbe davvero cucinato.",
      },
    ],
  },
  testimonials: {
    title: "Testimonianze",
    disclaimer:
      "Testimonianze illustrative, scritte per mostrare che cosa le persone apprezzano di NutriPilot; non sono citazioni di utenti reali.",
    items: [
      {
        quote: "Finalmente ho capito quanto è davvero una porzione di pasta. Registrare i pasti mi prende due minuti al giorno.",
        name: "Giulia",
        role: "Insegnante",
      },
      {
        quote: "Il pollice in giù funziona: ha smesso di propormi il pesce da quando ho chiarito che non mi piace.",
        name: "Tom",
        role: "Sviluppatore software",
      },
      { quote: "Mi piace che ogni numero abbia una fonte. Posso verificare da dove viene.", name: "Elena", role: "Infermiera" },
    ],
  },
  pricing: {
    title: "Prezzi semplici e trasparenti",
    intro: "Inizia gratis e passa a Premium quando vuoi le funzioni avanzate.",
    trialNote: "Ogni nuovo account parte con {trialDays} giorni di prova gratuita di Premium, senza carta di credito.",
    link: "Confronta tutti i piani nella pagina dei prezzi",
  },
  faq: {
    title: "Domande frequenti",
    items: [
      {
        question: "NutriPilot è gratuito?",
        answer:
          "Sì. Il piano gratuito include il diario dei pasti, gli obiettivi e i calcolatori di IMC e metabolismo, con lo storico degli ultimi {freeHistoryDays} giorni e {freeSuggestionsPerWeek} suggerimenti IA a settimana. Premium sblocca tutto il resto.",
      },
      {
        question: "Quanto dura la prova gratuita?",
        answer:
          "{trialDays} giorni dalla creazione dell'account, con tutte le funzioni Premium e senza carta di credito. Alla fine passi al piano gratuito e non paghi nulla, a meno che tu non scelga Premium.",
        answerHardPaywall:
          "{trialDays} giorni dalla creazione dell'account, con tutte le funzioni Premium e senza carta di credito. Alla fine serve un piano Premium per continuare a usare l'app; non viene addebitato nulla in automatico.",
      },
      {
        question: "Da dove vengono i dati sugli alimenti?",
        answer:
          "Da sei tabelle pubbliche di composizione degli alimenti: tre del Dipartimento dell'Agricoltura degli Stati Uniti, la tabella francese Ciqual, la tedesca BLS e la britannica CoFID, circa 28.000 alimenti in tutto. La pagina delle fonti le elenca una per una con la loro licenza.",
      },
      {
        question: "Quanto è precisa l'analisi delle foto?",
        answer:
          "È una stima. L'analizzatore riconosce gli alimenti e le porzioni al meglio delle sue possibilità e prende i nutrienti dalla banca dati degli alimenti. Controlla il risultato e correggi le quantità quando non ti sembrano giuste.",
      },
      {
        question: "Posso provarlo senza un account?",
        answer:
          "Sì. La dashboard demo mostra l'app con dati di esempio e, senza account, puoi analizzare una foto e fare tre domande all'assistente.",
      },
      {
        question: "NutriPilot è un consiglio medico?",
        answer:
          "No. NutriPilot è uno strumento per il benessere e i suoi valori sono stime per adulti in buona salute. Se sei in gravidanza, hai meno di 18 anni o convivi con una condizione medica o un disturbo alimentare, parla con un medico o un dietista prima di cambiare alimentazione.",
      },
      {
        question: "Posso esportare o eliminare i miei dati?",
        answer: "Sì. Dal tuo profilo puoi scaricare tutti i tuoi dati (JSON, e i pasti in CSV) ed eliminare il tuo account.",
      },
      {
        question: "Funziona sul telefono?",
        answer: "Sì. NutriPilot funziona in qualsiasi browser moderno per smartphone e puoi installarlo nella schermata Home come un'app.",
      },
    ],
    more: "Hai ancora una domanda?",
    contactLink: "Contatta la nostra assistenza",
  },
  journey: {
    title: "Il tuo percorso con NutriPilot",
    intro: "Un percorso tipico. Vai al tuo ritmo: non ci sono serie da mantenere e non perdi nulla se fai una pausa.",
    steps: [
      {
        when: "Giorno 1",
        title: "Imposta il tuo profilo",
        text: "Crea l'account, inserisci età, altezza, peso e attività e scegli un obiettivo. La prova gratuita di Premium parte subito.",
      },
      {
        when: "Settimana 1",
        title: "Scopri le tue abitudini",
        text: "Registra ciò che mangi. Vedere ogni giorno porzioni e totali è spesso la scoperta più grande.",
      },
      {
        when: "Settimane 2-4",
        title: "Perfeziona",
        text: "Aggiusta l'obiettivo, valuta i suggerimenti e imposta le preferenze alimentari, perché le idee che ricevi si adattino alla tua vita.",
      },
      {
        when: "Dal secondo mese",
        title: "Fallo tuo",
        text: "Pianifica le settimane, segui l'andamento e fai il punto ogni volta che ne hai bisogno.",
      },
    ],
  },
  cta: {
    title: "Pronto a prendere i comandi?",
    text: "Crea un account gratuito in un minuto, oppure dai prima un'occhiata alla demo.",
    demoLink: "Esplora la dashboard demo",
  },
};

export default landing;
