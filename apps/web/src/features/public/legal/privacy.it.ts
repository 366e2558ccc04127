import type { LegalContent } from "./privacy.en.ts";

/** L'informativa sulla privacy (docs/product/public-pages.md#privacy-policy, docs/product/public-pages.md#legal-texts), in italiano. */
const privacy: LegalContent = {
  title: "Informativa sulla privacy",
  lastUpdated: "15 ottobre 2025",
  intro:
    "Il tuo diario dice molto di te. Questa informativa spiega quali dati personali raccoglie NutriPilot, perché, per quanto tempo li conserviamo, chi altro li vede e che cosa puoi fare al riguardo.",
  sections: [
    {
      id: "who-we-are",
      title: "1. Chi siamo",
      blocks: [
        'Questa informativa riguarda l\'app web e il sito di NutriPilot ("NutriPilot", "noi"). Decidiamo perché e come vengono trattati i tuoi dati personali, quindi ne siamo il titolare ai sensi del Regolamento generale sulla protezione dei dati dell\'UE (GDPR).',
        'Per qualsiasi domanda sulla privacy, o per esercitare i tuoi diritti, scrivi a [{supportEmail}](mailto:{supportEmail}) indicando "Privacy" nell\'oggetto, oppure usa il [modulo di contatto](/contatti) e scegli "Privacy e miei dati".',
      ],
    },
    {
      id: "data-we-collect",
      title: "2. I dati che raccogliamo",
      blocks: [
        {
          list: [
            "Dati dell'account: nome utente, indirizzo email e password (che conserviamo solo come hash argon2id con sale), lingua, fuso orario e data di registrazione.",
            "Dati del profilo e sulla salute: età, sesso, altezza, peso, livello di attività, obiettivi nutrizionali, allergie, diete e preferenze alimentari. I dati sul corpo e sull'alimentazione possono rivelare informazioni sulla salute, che il GDPR considera una categoria particolare di dati.",
            "Dati del diario: i pasti e gli alimenti che registri, i tuoi alimenti personalizzati, i piani dei pasti, i suggerimenti che valuti e le domande che fai all'assistente.",
            "Le foto che invii all'analizzatore di alimenti.",
            "Dati dell'abbonamento: piano, stato e date, e i riferimenti del fornitore di pagamento. I dati della carta vanno direttamente al fornitore di pagamento: non riceviamo né conserviamo mai numeri di carta.",
            "Messaggi e iscrizioni: nome, email, oggetto, motivo e testo dei messaggi che ci invii, e l'email che lasci per la lista d'attesa di Apple Salute e Google Fit.",
            "Dati tecnici: l'indirizzo IP e il browser (user agent) registrati quando ti iscrivi e quando ci scrivi, le sessioni di accesso, i contatori che limitano i tentativi ripetuti e i log del server.",
          ],
        },
        "Non usiamo strumenti di tracciamento pubblicitari o statistici e non acquistiamo dati su di te da nessuno.",
      ],
    },
    {
      id: "how-we-use-data",
      title: "3. Come usiamo i tuoi dati",
      blocks: [
        {
          list: [
            "Per fornire NutriPilot: il diario e i suoi totali, gli obiettivi, i calcolatori, i piani dei pasti e le esportazioni.",
            "Per personalizzare le risposte e i suggerimenti dell'assistente con i tuoi dati.",
            "Per gestire la prova e l'abbonamento e ricevere i pagamenti.",
            "Per rispondere ai tuoi messaggi e avvisarti quando le integrazioni che ti interessano saranno pronte.",
            "Per mantenere NutriPilot sicuro: accesso, reimpostazione della password, protezione da abusi e frodi.",
            "Per adempiere agli obblighi di legge, come conservare le registrazioni dei pagamenti a fini fiscali.",
          ],
        },
        "Non vendiamo i tuoi dati, non li usiamo per la pubblicità e non usiamo il tuo diario per addestrare modelli di IA. I suggerimenti sono automatici, ma non producono effetti giuridici o altrettanto significativi su di te: sei tu a decidere che cosa mangiare.",
      ],
    },
    {
      id: "legal-bases",
      title: "4. Basi giuridiche",
      blocks: [
        {
          list: [
            "Esecuzione del contratto con te (art. 6, par. 1, lett. b) GDPR): account, diario, abbonamento e assistenza.",
            "Il tuo consenso esplicito (art. 9, par. 2, lett. a) GDPR) per i dati relativi alla salute: profilo, diario, foto e preferenze alimentari. Lo dai quando inserisci questi dati e puoi revocarlo in qualsiasi momento cancellandoli o eliminando l'account. La revoca non pregiudica quanto fatto prima.",
            "Il tuo consenso (art. 6, par. 1, lett. a) GDPR) per la lista d'attesa delle integrazioni.",
            "Il nostro legittimo interesse (art. 6, par. 1, lett. f) GDPR) a mantenere NutriPilot sicuro e prevenire abusi, per i dati tecnici e i log.",
            "Obblighi di legge (art. 6, par. 1, lett. c) GDPR) per le registrazioni contabili e fiscali.",
          ],
        },
      ],
    },
    {
      id: "ai-features",
      title: "5. Le funzioni di IA",
      blocks: [
        "L'assistente, i suggerimenti dei pasti e gli obiettivi consigliati sono prodotti dal motore nutrizionale di NutriPilot sui nostri server, a partire dai tuoi dati e dalla banca dati degli alimenti. Calorie e macronutrienti sono sempre calcolati dalla banca dati, mai inventati da un modello.",
        "Quando usiamo un fornitore esterno di modelli di IA per formulare una risposta o analizzare una foto, gli inviamo solo ciò che serve a quella risposta (la tua domanda, i valori pertinenti o la foto), in base a un accordo sul trattamento dei dati che gli vieta di usarli per scopi propri, compreso l'addestramento dei suoi modelli.",
        "Le foto inviate all'analizzatore di alimenti servono solo per l'analisi e non vengono conservate nel tuo account.",
      ],
    },
    {
      id: "sharing",
      title: "6. Con chi condividiamo i dati",
      blocks: [
        "Condividiamo i dati personali solo con fornitori che li trattano per nostro conto in base a un contratto (responsabili del trattamento), e solo nella misura necessaria:",
        {
          list: [
            "fornitori di hosting e database, che fanno funzionare i nostri server;",
            "il nostro fornitore di pagamento, che gestisce la pagina di pagamento ed elabora i pagamenti;",
            "il nostro fornitore di invio email, che spedisce le email dell'account e dell'assistenza;",
            "un fornitore di modelli di IA, quando viene usato (vedi la sezione 5).",
          ],
        },
        "Possiamo inoltre comunicare dati quando la legge lo impone, per esempio a un tribunale o a un'autorità pubblica, o quando è necessario per tutelare i diritti e la sicurezza dei nostri utenti. Non vendiamo né affittiamo mai dati personali.",
      ],
    },
    {
      id: "international-transfers",
      title: "7. Trasferimenti internazionali",
      blocks: [
        "Cerchiamo di mantenere i dati personali nello Spazio economico europeo. Quando un fornitore li tratta al di fuori (i fornitori di pagamento, per esempio, possono trattare dati negli Stati Uniti), ci basiamo su una decisione di adeguatezza della Commissione europea, come il Data Privacy Framework UE-USA, oppure sulle clausole contrattuali tipo della Commissione con garanzie aggiuntive dove necessario. Puoi chiederci una copia di queste garanzie.",
      ],
    },
    {
      id: "retention",
      title: "8. Per quanto tempo conserviamo i dati",
      blocks: [
        {
          list: [
            "Dati dell'account, del profilo, del diario e gli altri dati relativi alla salute: finché il tuo account esiste. Quando elimini l'account, vengono cancellati subito dai nostri sistemi.",
            "Backup: cancellati entro 30 giorni, così i dati che hai eliminato non vi sopravvivono più a lungo.",
            "Log tecnici: 90 giorni.",
            'Sessioni di accesso: una sessione termina dopo un giorno di inattività, o al massimo dopo 30 giorni se scegli "Ricordami"; le sessioni terminate vengono cancellate.',
            "Messaggi all'assistenza: fino a 24 mesi dopo la chiusura della richiesta, per poterle dare seguito.",
            "Email della lista d'attesa: finché non ti abbiamo avvisato che le integrazioni sono pronte, o finché non ci chiedi di rimuovere il tuo indirizzo.",
            "Registrazioni dei pagamenti: per il tempo richiesto dalla normativa fiscale e contabile.",
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "9. I tuoi diritti",
      blocks: [
        "In base al GDPR hai il diritto di:",
        {
          list: [
            "accedere ai tuoi dati e riceverne una copia;",
            "far correggere i dati inesatti;",
            "ottenere la cancellazione dei tuoi dati;",
            "limitare il modo in cui li trattiamo;",
            "ricevere i tuoi dati in un formato portabile e farli trasmettere a un altro servizio;",
            "opporti ai trattamenti basati sul nostro legittimo interesse;",
            "revocare il consenso in qualsiasi momento;",
            "non essere sottoposto a decisioni basate unicamente su un trattamento automatizzato che producano effetti giuridici o altrettanto significativi (NutriPilot non prende decisioni di questo tipo).",
          ],
        },
        "Puoi fare da solo quasi tutto: modificare il profilo, scaricare tutti i tuoi dati (JSON, e i pasti in CSV) ed eliminare l'account dal tuo profilo. Per tutto il resto scrivici. Rispondiamo entro 30 giorni e possiamo chiederti prima di confermare la tua identità.",
        "Hai anche il diritto di proporre reclamo a un'autorità di controllo per la protezione dei dati, in particolare nel paese dell'UE in cui vivi o lavori (in Italia, il Garante per la protezione dei dati personali).",
      ],
    },
    {
      id: "security",
      title: "10. Sicurezza",
      blocks: [
        {
          list: [
            "Tutto il traffico è cifrato con HTTPS.",
            "Le password sono conservate solo come hash argon2id con sale; le chiavi API solo come hash.",
            "Le sessioni sono conservate sui nostri server dietro un cookie httpOnly; le richieste provenienti da altri siti che modificherebbero i tuoi dati vengono rifiutate.",
            "I codici di reimpostazione della password vengono inviati via email, mai mostrati sullo schermo, e scadono dopo 10 minuti.",
            "I tentativi di accesso e i messaggi ripetuti sono limitati, e l'accesso ai dati di produzione è riservato a chi ne ha bisogno.",
          ],
        },
        "Nessun sistema è perfettamente sicuro. Se una violazione dei dati personali mette a rischio i tuoi diritti, informeremo te e l'autorità di controllo come richiesto dal GDPR.",
      ],
    },
    {
      id: "cookies",
      title: "11. Cookie e archiviazione locale",
      blocks: [
        "NutriPilot usa solo ciò che gli serve per funzionare, ed è per questo che non mostra un banner dei cookie. Non usiamo cookie statistici o pubblicitari.",
        {
          list: [
            'Cookie di sessione: ti mantiene connesso. È essenziale e dura fino alla chiusura del browser, o fino a 30 giorni se scegli "Ricordami".',
            "Cookie del visitatore anonimo: un identificativo casuale che conta le domande gratuite all'IA dei visitatori senza account. È essenziale e dura 30 giorni.",
            "Archiviazione locale: la lingua scelta e alcune impostazioni dell'interfaccia, come se il messaggio di benvenuto è stato mostrato e se la prova gratuita dell'analizzatore è stata usata. Restano nel tuo browser e non ci vengono mai inviate.",
            "File dell'app: il browser può conservare i file di NutriPilot (script, stili, icone e una pagina offline) perché si avvii più in fretta e si possa installare. Non contengono dati personali e i dati del tuo account non vengono mai conservati in questo modo.",
          ],
        },
        "Puoi cancellare cookie e dati del sito dalle impostazioni del browser in qualsiasi momento; verrai quindi disconnesso.",
      ],
    },
    {
      id: "children-changes-contact",
      title: "12. Minori, modifiche e contatti",
      blocks: [
        "NutriPilot non è destinato ai minori di 16 anni e non raccogliamo consapevolmente i loro dati. Se pensi che un minore ci abbia fornito dati personali, avvisaci e li cancelleremo.",
        "Se modifichiamo questa informativa in modo rilevante, te lo comunicheremo nell'app o via email prima che la modifica si applichi. La data in cima alla pagina indica la versione in vigore.",
        "Contatti: [{supportEmail}](mailto:{supportEmail}), oppure il [modulo di contatto](/contatti).",
      ],
    },
  ],
};

export default privacy;
