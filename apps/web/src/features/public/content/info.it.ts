import type { InfoContent } from "./info.en.ts";

/** /info e /about (docs/product/public-pages.md#about), in italiano. */
const info: InfoContent = {
  eyebrow: "Chi è NutriPilot",
  title: "Un copilota per ciò che mangi",
  intro:
    "NutriPilot ti aiuta a capire che cosa mangi e ad avvicinarti all'obiettivo che scegli, con numeri che puoi verificare e suggerimenti adatti ai tuoi gusti.",
  mission: {
    title: "Perché esiste NutriPilot",
    paragraphs: [
      "La maggior parte delle persone che vogliono mangiare meglio non ha bisogno di una dieta rigida. Ha bisogno di vedere che cosa mangia davvero, di un obiettivo ragionevole e di idee adatte alla propria giornata.",
      "NutriPilot riunisce queste tre cose. Registri i pasti, l'app somma calorie e macronutrienti dai dati pubblici di composizione degli alimenti e un assistente ti aiuta a colmare la distanza dal tuo obiettivo. Spiega il proprio ragionamento, così impari strada facendo.",
    ],
  },
  features: {
    title: "Funzioni principali",
    items: [
      {
        title: "Diario dei pasti",
        text: "Colazione, pranzo, cena e spuntini, con una banca dati di circa 28.000 alimenti e i tuoi alimenti personalizzati.",
      },
      {
        title: "Obiettivi e calcolatori",
        text: "IMC, metabolismo basale e fabbisogno energetico, e obiettivi di calorie e macronutrienti da modelli o con i tuoi valori.",
      },
      { title: "Analizzatore di alimenti", text: "La foto del tuo piatto diventa una stima di alimenti, calorie e macronutrienti." },
      {
        title: "Assistente e suggerimenti IA",
        text: "Fai domande sulla nutrizione e ricevi idee per i pasti che imparano dai tuoi pollici in su e in giù.",
      },
      {
        title: "Pianificatore e preferenze",
        text: "Piani settimanali o mensili da ricette europee, nel rispetto di allergie, diete e tempo a disposizione per cucinare.",
      },
      { title: "I tuoi dati, portabili", text: "Esporta tutto in JSON, i pasti in CSV, ed elimina il tuo account quando vuoi." },
    ],
  },
  audience: {
    title: "A chi è rivolto",
    text: "Ad adulti in buona salute che vogliono capire le proprie abitudini alimentari, perdere o prendere peso gradualmente o assumere abbastanza proteine per l'allenamento. Funziona in inglese e in italiano, sul telefono e sul computer.",
  },
  notMedical: {
    title: "Che cosa non è NutriPilot",
    text: "NutriPilot è uno strumento per il benessere. Non diagnostica né cura alcuna condizione e non sostituisce un medico o un dietista. Se sei in gravidanza, hai meno di 18 anni o convivi con una condizione medica o un disturbo alimentare, chiedi a un professionista prima di cambiare alimentazione.",
  },
  sources: {
    title: "Dati aperti, fonti citate",
    text: "I valori degli alimenti vengono da sei tabelle pubbliche di composizione degli alimenti, i valori di riferimento da EFSA e OMS.",
    link: "Vedi tutte le fonti e le loro licenze",
    howLink: "Scopri come vengono calcolati gli obiettivi",
  },
  start: {
    title: "Pronto a provarlo?",
    text: "Accedi o crea un account gratuito. Ogni nuovo account parte con una prova gratuita di tutte le funzioni Premium.",
  },
};

export default info;
