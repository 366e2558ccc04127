import { AiMessages, AuthMessages, DATE_OUT_OF_RANGE, IdMessages, PlannerMessages, ServiceMessages, TextMessages } from "@app/shared";

/**
 * The texts the server (and the shared schemas) produce in English, in Italian. Keyed by the English text, so a
 * message the map does not know is shown as it came (server-messages.ts).
 */
export const serverMessagesIt: Record<string, string> = {
  [PlannerMessages.titleRequired]: "Il titolo è obbligatorio",
  [PlannerMessages.titleTooLong]: "Il titolo può avere al massimo 100 caratteri",
  [PlannerMessages.periodInvalid]: "Il periodo deve essere settimanale o mensile",
  [PlannerMessages.endBeforeStart]: "La data di fine non può precedere quella di inizio",
  [PlannerMessages.tooLong]: "Un programma può durare al massimo 31 giorni",
  [PlannerMessages.goalNotFound]: "Obiettivo non trovato",
  [PlannerMessages.scheduleNotFound]: "Programma non trovato",
  [PlannerMessages.itemNotFound]: "Pasto non trovato",
  [PlannerMessages.servingsInvalid]: "Le porzioni devono essere un numero intero da 1 a 10",
  [PlannerMessages.noteTooLong]: "La nota può avere al massimo 500 caratteri",
  [PlannerMessages.dateOutside]: "La data non è un giorno di questo programma",
  [PlannerMessages.nothingToChange]: "Indica le porzioni o una nota",
  [PlannerMessages.alreadyEaten]: "Questo pasto è già registrato",
  [AiMessages.tooManyShown]: "Al massimo 20 suggerimenti possono essere sullo schermo",
  [AuthMessages.usernameTooShort]: "Il nome utente deve avere almeno 3 caratteri",
  [AuthMessages.usernameTooLong]: "Il nome utente può avere al massimo 30 caratteri",
  [AuthMessages.usernameCharacters]: "Il nome utente può contenere solo lettere, cifre e _ . -",
  [AuthMessages.usernameReserved]: "Questo nome utente è riservato",
  [AuthMessages.emailInvalid]: "Inserisci un indirizzo email valido",
  [AuthMessages.emailRequired]: "Inserisci il tuo indirizzo email",
  [AuthMessages.passwordTooShort]: "La password deve avere almeno 8 caratteri",
  [AuthMessages.passwordTooLong]: "La password può avere al massimo 256 caratteri",
  [AuthMessages.passwordTooCommon]: "Questa password è troppo comune. Scegline un'altra",
  [AuthMessages.passwordsDoNotMatch]: "Le password non coincidono",
  [AuthMessages.termsRequired]: "Devi accettare i Termini di servizio e l'Informativa sulla privacy",
  [AuthMessages.loginFieldsRequired]: "Inserisci sia il nome utente sia la password",
  [AuthMessages.resetFieldsRequired]: "Compila tutti i campi",
  [AuthMessages.invalidCredentials]: "Nome utente o password non validi",
  [AuthMessages.usernameTaken]: "Questo nome utente è già in uso",
  [AuthMessages.emailTaken]: "Questo indirizzo email è già registrato",
  [AuthMessages.tooManyLoginAttempts]: "Troppi tentativi di accesso non riusciti. Riprova più tardi.",
  [AuthMessages.tooManyRequests]: "Troppe richieste. Riprova più tardi.",
  [AuthMessages.resetCodeSent]:
    "Se esiste un account per questo indirizzo, gli abbiamo inviato un codice di reimpostazione di 6 cifre. È valido per 10 minuti.",
  [AuthMessages.resetCodeInvalid]: "Il codice di reimpostazione non è valido o è scaduto",
  [AuthMessages.resetCodeFormat]: "Il codice di reimpostazione ha 6 cifre",
  [AuthMessages.passwordReset]: "La tua password è stata reimpostata. Accedi con la nuova password.",
  [AuthMessages.authenticationRequired]: "Autenticazione richiesta",
  [AuthMessages.registrationRequired]: "Registrazione richiesta",
  [AuthMessages.loggedOut]: "Sei uscito correttamente dal tuo account.",
  [AuthMessages.passwordRequired]: "Inserisci la tua password",
  [AuthMessages.passwordIncorrect]: "La password non è corretta",
  [AuthMessages.adminCannotBeDeleted]: "L'account amministratore predefinito non può essere eliminato",
  [AuthMessages.accountDeleted]: "Il tuo account e tutti i suoi dati sono stati eliminati.",
  [ServiceMessages.restarting]: "Il server si sta riavviando. Riprova tra qualche secondo.",
  [ServiceMessages.databaseUnavailable]: "Il servizio è momentaneamente non disponibile. Riprova tra qualche secondo.",
  [TextMessages.controlCharacters]: "Il testo non può contenere caratteri di controllo",
  [TextMessages.unpairedSurrogate]: "Il testo non può contenere un carattere surrogato spaiato",
  [IdMessages.invalid]: "Un id è un numero intero da 1 a 2.147.483.647",
  [DATE_OUT_OF_RANGE]: "Inserisci una data dal 0001-01-01 al 9999-12-31",
  "Internal Server Error": "Errore interno del server",
  "Something went wrong. Please try again later.": "Qualcosa è andato storto. Riprova più tardi.",
  "Cross-site requests are not allowed": "Le richieste da altri siti non sono consentite",
};

/** For the completeness test: every English text the map covers. */
export const knownServerMessages = Object.keys(serverMessagesIt);
