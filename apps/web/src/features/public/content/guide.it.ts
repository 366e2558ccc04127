import type { GuideContent } from "./guide.en.ts";

/** /guide (docs/product/public-pages.md#install-guide-and-demo), in italiano. */
const guide: GuideContent = {
  title: "Guida utente",
  intro: "Come funziona NutriPilot giorno per giorno, che cosa includono la prova e i piani, e che cosa fare quando qualcosa non va.",
  sections: [
    {
      id: "ai-recommendations",
      title: "Consigli dell'IA",
      blocks: [
        "NutriPilot suggerisce pasti e obiettivi a partire dai tuoi dati: il profilo, l'obiettivo attivo, i pasti registrati, le preferenze alimentari e i suggerimenti che hai valutato.",
        { heading: "Ottieni suggerimenti migliori" },
        {
          steps: [
            "Compila il profilo (età, sesso, altezza, peso e livello di attività) nel [tuo profilo](/dashboard?tab=profile).",
            "Imposta un obiettivo attivo nella [scheda Obiettivi](/dashboard?tab=goals), da un modello o con i tuoi valori.",
            "Aggiungi allergie, diete, cucine preferite e tempo per cucinare nelle [Preferenze alimentari](/preferences).",
            "Apri i [Consigli IA](/dashboard?tab=meals#ai-suggestions), genera i suggerimenti e valutali con un pollice in su o in giù.",
          ],
        },
        "Ogni suggerimento mostra calorie e macronutrienti, calcolati dalla banca dati degli alimenti, e il motivo per cui è stato scelto. Un pollice in su porta altri pasti simili; un pollice in giù tiene lontani i pasti simili.",
        "Nella scheda Obiettivi l'assistente può anche consigliarti obiettivi giornalieri in base al profilo e spiegare ciascuno.",
        { heading: "Limiti" },
        {
          list: [
            "Senza account vedi suggerimenti di esempio e puoi fare tre domande all'assistente.",
            "Il piano gratuito include {freeSuggestionsPerWeek} suggerimenti IA a settimana.",
            "Durante la prova e con Premium, suggerimenti, obiettivi consigliati e assistente non hanno limiti settimanali.",
          ],
        },
      ],
    },
    {
      id: "subscription",
      title: "Prova e abbonamento",
      blocks: [
        { heading: "La prova gratuita" },
        "Ogni nuovo account riceve {trialDays} giorni di Premium gratis, a partire dalla registrazione. Non serve la carta e alla fine non viene addebitato nulla. Il menu dell'account mostra i giorni rimasti e NutriPilot ti avvisa quando ne restano {warningDays} o meno.",
        {
          paywall: "soft",
          text: "Alla fine della prova l'account passa al piano gratuito: diario dei pasti, obiettivi, calcolatori di IMC e metabolismo, storico degli ultimi {freeHistoryDays} giorni e {freeSuggestionsPerWeek} suggerimenti IA a settimana. Tutti i tuoi dati restano conservati e i pasti più vecchi ricompaiono quando ti abboni.",
        },
        {
          paywall: "hard",
          text: "Alla fine della prova la dashboard e le altre pagine personali richiedono un piano Premium. Tutti i tuoi dati restano conservati e ritrovi tutto non appena ti abboni.",
        },
        { heading: "Piani" },
        {
          list: [
            "Gratuito: {freePrice}, con i limiti indicati sopra.",
            "Premium mensile: {monthlyPrice} al mese, addebitati ogni mese.",
            "Premium annuale: {yearlyPrice} all'anno, un unico pagamento per 12 mesi di accesso.",
          ],
        },
        "I prezzi sono in {currency} e sono gli importi che paghi. Confronta che cosa include ogni piano nella [pagina dei prezzi](/pricing).",
        { heading: "Abbonarsi" },
        {
          steps: [
            "Apri [Prezzi](/pricing) e scegli il piano mensile o annuale.",
            "Nella pagina successiva controlla il piano e conferma che il servizio inizia subito.",
            "Paga nella pagina di pagamento sicura del nostro fornitore. NutriPilot non vede mai il numero della tua carta.",
            "Premium si attiva appena il pagamento è confermato. Il piano e le sue date sono nella [pagina Abbonamento](/account/subscription).",
          ],
        },
        { heading: "Disdire" },
        "Per disdire, scrivi all'assistenza almeno 24 ore prima della data di rinnovo. Premium resta attivo fino alla fine del periodo pagato, poi l'account torna al piano gratuito. I [Termini di servizio](/terms-of-service) spiegano il diritto di recesso e i rimborsi.",
      ],
    },
    {
      id: "api-access",
      title: "Accesso alle API",
      blocks: [
        "Con Premium puoi leggere i tuoi dati nutrizionali dai tuoi strumenti tramite le API di NutriPilot.",
        {
          steps: [
            "Apri [Chiavi API](/api-keys) e crea una chiave con un nome che riconoscerai. Puoi averne fino a 5.",
            "Copia la chiave quando viene mostrata: la chiave completa appare una sola volta. NutriPilot ne conserva solo un'impronta.",
            "Invia la chiave nell'intestazione X-Api-Key di ogni richiesta, per esempio a GET /api/v1/nutrition-goals.",
          ],
        },
        "La [documentazione delle API](/api-docs) elenca ogni endpoint, i parametri, le risposte e il limite di richieste. Una chiave mancante riceve 'Unauthorized' e una chiave errata o revocata 'Invalid API key'.",
        "Revoca una chiave appena non ti serve più o se pensi che sia stata divulgata; l'eliminazione è definitiva. Tratta le chiavi come password: chiunque ne abbia una può leggere i tuoi dati.",
      ],
    },
    {
      id: "troubleshooting",
      title: "Risoluzione dei problemi",
      blocks: [
        { heading: "Non riesco ad accedere" },
        "Controlla nome utente (o email) e password. Se hai dimenticato la password, scegli 'Password dimenticata?' nella [pagina di accesso](/auth?mode=login): ti inviamo via email un codice di 6 cifre, valido 10 minuti. Se non arriva, controlla la cartella dello spam, poi chiedi un nuovo codice.",
        { heading: "L'analizzatore rifiuta la mia foto" },
        "Usa un'immagine JPG, JPEG, PNG, GIF o WebP fino a 10 MB; AVIF e HEIC non sono supportati, quindi cambia il formato della fotocamera o fai uno screenshot della foto. Senza account puoi fare un'analisi; crea un account gratuito per continuare.",
        { heading: "I numeri sembrano sbagliati" },
        "Controlla prima la quantità di ogni alimento: la maggior parte delle differenze dipende dalla porzione. Le tabelle riportano valori medi, quindi un prodotto di marca può differire dalla voce generica; puoi creare un tuo alimento con i valori dell'etichetta.",
        { heading: "Un pasto è nel giorno sbagliato" },
        "I giorni seguono il fuso orario del dispositivo da cui registri. Se viaggi, i pasti registrati a tarda sera possono finire nel giorno successivo o precedente.",
        { heading: "La pagina non si carica" },
        "Controlla la connessione e ricarica. L'app installata mostra una pagina offline quando manca la connessione e non mostra mai dati vecchi al suo posto. Se una pagina continua a non funzionare, cancella i dati del sito nelle impostazioni del browser e accedi di nuovo.",
        { heading: "'Troppe richieste'" },
        "Per proteggere gli account, NutriPilot limita i tentativi ripetuti, come accessi e messaggi. Attendi qualche minuto e riprova.",
      ],
    },
    {
      id: "support",
      title: "Assistenza",
      blocks: [
        "Scrivici con il [modulo di contatto](/contatti) o a [{supportEmail}](mailto:{supportEmail}). Indica il tuo nome utente e che cosa stavi facendo, ma non inviare mai la password.",
        {
          list: [
            "Orari dell'assistenza: dal lunedì al venerdì 9:00-18:00, sabato 10:00-14:00, domenica chiuso.",
            "Rispondiamo entro 24 ore; i messaggi Premium hanno la precedenza.",
            "Le richieste sui tuoi dati personali ricevono risposta al più tardi entro 30 giorni, come spiega l'[Informativa sulla privacy](/privacy-policy).",
          ],
        },
        "Per collaborazioni e commenti, usa il [modulo di contatto del team](/contacts).",
      ],
    },
  ],
};

export default guide;
