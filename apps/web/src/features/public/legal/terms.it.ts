import type { LegalContent } from "./privacy.en.ts";

/** I termini di servizio (docs/product/public-pages.md#terms-of-service, docs/product/public-pages.md#legal-texts), in italiano. */
const terms: LegalContent = {
  title: "Termini di servizio",
  lastUpdated: "15 ottobre 2025",
  intro: "Questi termini sono l'accordo tra te e NutriPilot. Abbiamo cercato di renderli brevi e chiari; leggili prima di usare l'app.",
  sections: [
    {
      id: "about-these-terms",
      title: "1. Questi termini",
      blocks: [
        "Questi termini regolano l'uso di NutriPilot, un'app web per registrare ciò che mangi, fissare obiettivi nutrizionali e ricevere suggerimenti da un assistente IA. Creando un account o usando l'app li accetti. Se non li accetti, non usare NutriPilot.",
        "La nostra [Informativa sulla privacy](/privacy-policy) spiega come trattiamo i tuoi dati personali e fa parte di questo accordo.",
      ],
    },
    {
      id: "the-service",
      title: "2. Il servizio e i suoi limiti",
      blocks: [
        "NutriPilot ti permette di registrare i pasti, vederne calorie e nutrienti, fissare obiettivi, usare i calcolatori, analizzare foto di alimenti, pianificare i pasti e chiedere suggerimenti a un assistente. Le funzioni variano in base al piano, come mostra la [pagina dei prezzi](/pricing).",
        "NutriPilot è uno strumento per il benessere. Fornisce informazioni generali e stime, non consigli medici, diagnosi o cure, e non sostituisce un medico o un dietista. I valori degli alimenti sono medie tratte da tabelle pubbliche, l'analisi delle foto è una stima e i suggerimenti dell'IA possono essere sbagliati: controllali, soprattutto in caso di allergie o intolleranze.",
        "Non usare NutriPilot per gestire una condizione medica, un disturbo alimentare, una gravidanza o l'alimentazione di un bambino senza la guida di un professionista.",
      ],
    },
    {
      id: "your-account",
      title: "3. Il tuo account",
      blocks: [
        {
          list: [
            "Per creare un account devi avere almeno 16 anni.",
            "Fornisci informazioni corrette e mantienile aggiornate. Il nome utente non deve impersonare altri né essere offensivo.",
            "Mantieni segrete la password e le chiavi API. Sei responsabile di ciò che viene fatto con il tuo account; avvisaci subito se pensi che qualcun altro lo abbia usato.",
            "Un account è per una sola persona. Ogni persona può avere una sola prova gratuita.",
          ],
        },
      ],
    },
    {
      id: "free-plan-and-trial",
      title: "4. La prova gratuita e il piano gratuito",
      blocks: [
        "Un nuovo account include una prova gratuita di tutte le funzioni Premium per {trialDays} giorni. Non servono dati di pagamento e alla fine della prova non viene addebitato nulla.",
        {
          paywall: "soft",
          text: "Dopo la prova, l'account prosegue con il piano gratuito, che include il diario dei pasti, gli obiettivi, i calcolatori, lo storico degli ultimi {freeHistoryDays} giorni e un numero limitato di suggerimenti IA a settimana. I tuoi dati restano conservati.",
        },
        {
          paywall: "hard",
          text: "Dopo la prova serve un piano Premium per continuare a usare le funzioni personali dell'app. Nel frattempo i tuoi dati restano conservati, nei limiti dell'Informativa sulla privacy.",
        },
        "Possiamo modificare ciò che include il piano gratuito. Ti avviseremo almeno 30 giorni prima di una modifica che lo riduca.",
      ],
    },
    {
      id: "plans-and-payment",
      title: "5. Piani Premium, prezzi e pagamento",
      blocks: [
        {
          list: [
            "Premium mensile: {monthlyPrice} al mese.",
            "Premium annuale: {yearlyPrice} all'anno, in un unico pagamento per 12 mesi di accesso.",
          ],
        },
        "I prezzi sono in {currency}, la valuta in cui ti viene addebitato il pagamento. Il prezzo indicato nella pagina di pagamento è il totale che paghi, compresa l'IVA o altra imposta applicabile.",
        "I pagamenti sono elaborati dal nostro fornitore di pagamento nella sua pagina di pagamento sicura; non riceviamo mai il numero della tua carta. Premium si attiva appena il pagamento è confermato.",
        "Possiamo modificare i prezzi. Ti avviseremo almeno 30 giorni prima che un nuovo prezzo si applichi a te; si applica dal periodo di fatturazione successivo e puoi disdire prima.",
      ],
    },
    {
      id: "cancellation-and-refunds",
      title: "6. Rinnovo, disdetta, recesso e rimborsi",
      blocks: [
        "Premium mensile si rinnova ogni mese finché non lo disdici. Premium annuale copre i 12 mesi che hai pagato.",
        "Puoi disdire in qualsiasi momento scrivendo all'assistenza almeno 24 ore prima della data di rinnovo. Premium resta attivo fino alla fine del periodo pagato, poi l'account torna al piano gratuito.",
        "Se vivi nell'UE, di norma hai 14 giorni dall'acquisto per recedere. Poiché Premium inizia subito, nella pagina di pagamento ti chiediamo di accettare che il servizio cominci immediatamente e di prendere atto che perdi il diritto di recesso una volta che inizi a usarlo. Se recedi entro 14 giorni senza aver usato Premium, ti rimborsiamo entro 14 giorni.",
        "Qualunque sia il motivo, se Premium non fa per te, chiedi il rimborso entro 30 giorni dal primo pagamento e ti rimborseremo per intero quel pagamento.",
        "I rimborsi vengono effettuati sul metodo di pagamento che hai usato.",
      ],
    },
    {
      id: "acceptable-use",
      title: "7. Uso consentito",
      blocks: [
        "Usando NutriPilot ti impegni a non:",
        {
          list: [
            "violare la legge o i diritti altrui, anche caricando foto di altre persone senza il loro consenso;",
            "tentare di accedere ad account o sistemi che non sono tuoi, o di testare, aggirare o compromettere la nostra sicurezza;",
            "copiare il servizio o i suoi dati in massa, o accedervi con mezzi automatici diversi dalle API, entro i limiti documentati;",
            "condividere, vendere o pubblicare le tue chiavi API o rivendere l'accesso al servizio;",
            "inviare spam o messaggi offensivi tramite i moduli di contatto.",
          ],
        },
        "Possiamo limitare, sospendere o chiudere un account che viola queste regole in modo grave o ripetuto. Salvo casi urgenti, ti spiegheremo prima il motivo e ti daremo modo di rispondere.",
      ],
    },
    {
      id: "your-content",
      title: "8. I tuoi contenuti e i tuoi dati",
      blocks: [
        "Ciò che inserisci in NutriPilot resta tuo. Ci consenti di conservarlo e trattarlo solo per fornirti il servizio, come descritto nell'Informativa sulla privacy.",
        "Puoi scaricare tutti i tuoi dati in qualsiasi momento dal tuo profilo ed eliminare lì il tuo account. In quel caso i tuoi dati vengono cancellati subito dai nostri sistemi, e dai backup entro 30 giorni.",
        "Se ci invii idee o commenti, possiamo usarli per migliorare NutriPilot senza doverti nulla.",
      ],
    },
    {
      id: "intellectual-property",
      title: "9. I nostri contenuti e i dati di terzi",
      blocks: [
        "L'app, il suo design, i testi e la raccolta di ricette appartengono a NutriPilot o a chi ce li ha concessi in licenza. Puoi usarli solo tramite il servizio, per uso personale.",
        "La banca dati degli alimenti è costruita da tabelle pubbliche di composizione degli alimenti, usate secondo le loro licenze e attribuzioni, elencate nella [pagina delle fonti scientifiche](/scientific-sources).",
      ],
    },
    {
      id: "liability",
      title: "10. Disponibilità e responsabilità",
      blocks: [
        "Ci impegniamo a mantenere NutriPilot disponibile e corretto, ma non possiamo garantire che funzioni sempre senza interruzioni o errori. Possiamo sospenderlo per manutenzione o modificarne le funzioni, e ti avviseremo in anticipo delle modifiche che ti riguardano.",
        "Non siamo responsabili delle decisioni sulla tua alimentazione o sulla tua salute prese sulla base dell'app, né dei danni indiretti. Nulla in questi termini limita la nostra responsabilità per morte o lesioni personali causate da negligenza, per frode o qualsiasi altra responsabilità che la legge non consente di limitare, e nulla pregiudica i tuoi diritti di consumatore.",
        "Per segnalare contenuti che ritieni illegali, usa il [modulo di contatto](/contatti). Rispondiamo a queste segnalazioni entro 15 giorni.",
      ],
    },
    {
      id: "changes-law-contact",
      title: "11. Modifiche, fine dell'accordo, legge applicabile e contatti",
      blocks: [
        "Possiamo aggiornare questi termini. Ti avviseremo delle modifiche importanti almeno 30 giorni prima che si applichino; se non sei d'accordo, puoi chiudere l'account prima di allora.",
        "Puoi porre fine a questo accordo in qualsiasi momento eliminando l'account. Possiamo porvi fine in caso di grave violazione di questi termini, come descritto nella sezione 7.",
        "Questi termini sono regolati dalla legge dello Stato membro dell'UE in cui ha sede il gestore di NutriPilot. Se sei un consumatore, conservi la tutela delle norme imperative del paese in cui vivi e puoi agire davanti ai suoi tribunali.",
        "Domande su questi termini: [{supportEmail}](mailto:{supportEmail}) o il [modulo di contatto](/contatti).",
      ],
    },
  ],
};

export default terms;
