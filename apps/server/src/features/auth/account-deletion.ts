import { createHmac } from "node:crypto";
import { AuthMessages } from "@app/shared";
import type { Db } from "../../db/client.ts";
import { AppError, BadRequestError, TooManyRequestsError, UnauthorizedError } from "../../lib/errors.ts";
import { deleteIntegrationLeadsOf } from "../contact/index.ts";
import { deleteMailsTo, type Mail, type MailSender } from "../mail/index.ts";
import { deleteEventsForKeys, releaseSlots, takeSlots } from "../throttle/index.ts";
import * as repo from "./auth.repository.ts";
import { LOGIN_FAILURES, trialClaimHash, type ClientInfo } from "./auth.service.ts";
import { verifyPassword } from "./passwords.ts";

export interface AccountDeletionDeps {
  db: Db;
  mail: MailSender;
  now: () => Date;
  supportEmail: string;
  /** Key of the HMAC that stands for the user id in the deletion audit record. */
  auditKey: string;
}

/** What the deletion audit record holds instead of the user id (SECURITY.md T-GDPR-06). */
export const deletedUserHash = (key: string, userId: number) => createHmac("sha256", key).update(`deleted-user:${userId}`).digest("hex");

/**
 * A missing or wrong password: 400 REAUTH_REQUIRED, with the field named. SECURITY.md T-GDPR-03 says 403, but a
 * 403 means "not admitted" to the route inventory, and the caller is admitted: only its proof is wrong.
 */
const reauthRequired = (message: string) => new AppError(400, "REAUTH_REQUIRED", message, [{ path: "password", message }]);

/**
 * Deletes the signed-in user's account at once, after checking the password again.
 *
 * - The built-in administrator cannot be deleted (400, before any password is asked: it has none).
 * - A missing or wrong password gives 400 REAUTH_REQUIRED, and nothing is deleted.
 * - Each attempt takes a slot of the sign-in failure limit (10 in 15 minutes per account and per IP) before
 *   the password is checked, so parallel guesses cannot check more passwords than sign-in would allow.
 * - One transaction removes the account row, which cascades to every table holding its id (sessions, reset
 *   codes, meals, goals, profile, preferences, chats, feedback, suggestion log, custom foods, food usage,
 *   subscriptions), plus what is keyed by its address or name instead: stored mail, waitlist entries and
 *   rate-limit counters. The same transaction writes the audit record: an HMAC of the old id and the time,
 *   nothing else about the person.
 * - A confirmation mail goes to the address afterwards (in the request's language).
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  userId: number,
  password: string | undefined,
  client: ClientInfo & { language: "en" | "it" },
): Promise<{ mailed: boolean; mailError?: unknown }> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  if (user.isAdmin) throw new BadRequestError(AuthMessages.adminCannotBeDeleted);

  if (!password) throw reauthRequired(AuthMessages.passwordRequired);

  const accountKey = `user:${user.id}`;
  // Like a sign-in: the attempt counts as a failure before the password is checked; a success gives it back.
  const slot = await takeSlots(
    deps.db,
    [
      { window: LOGIN_FAILURES, key: accountKey },
      { window: LOGIN_FAILURES, key: `ip:${client.ip}` },
    ],
    deps.now(),
  );
  if (!slot.allowed) throw new TooManyRequestsError(AuthMessages.tooManyLoginAttempts, slot.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw reauthRequired(AuthMessages.passwordIncorrect);
  }

  const address = user.email.toLowerCase();
  const deleted = await deps.db.transaction(async (tx) => {
    await deleteMailsTo(tx, address);
    await deleteIntegrationLeadsOf(tx, address);
    await releaseSlots(tx, slot.ids);
    await deleteEventsForKeys(tx, [accountKey, address, `name:${address}`, `name:${user.username.toLowerCase()}`]);
    const gone = await repo.deleteUser(tx, user.id);
    if (gone) await repo.recordAccountDeletion(tx, deletedUserHash(deps.auditKey, user.id), deps.now());
    if (gone) await repo.recordTrialClaim(tx, trialClaimHash(deps.auditKey, address), deps.now());
    return gone;
  });
  // A second request that raced this one finds the account gone, like its session.
  if (!deleted) throw new UnauthorizedError();

  // The deletion stands even when the mail server fails: the caller logs it.
  try {
    await deps.mail.send(deletionMail(user, client.language, deps.supportEmail));
    return { mailed: true };
  } catch (error) {
    return { mailed: false, mailError: error };
  }
}

export function deletionMail(user: { username: string; email: string }, language: "en" | "it", supportEmail: string): Mail {
  if (language === "it") {
    return {
      to: user.email,
      subject: "Il tuo account NutriPilot è stato eliminato",
      text:
        `Ciao ${user.username},\n\n` +
        "il tuo account NutriPilot è stato eliminato su tua richiesta, e con esso tutti i tuoi dati: pasti, obiettivi nutrizionali, " +
        "profilo, preferenze alimentari, conversazioni con l'assistente, alimenti personalizzati, valutazioni dei suggerimenti e abbonamento. " +
        "Tutti i dispositivi sono stati disconnessi. L'operazione non può essere annullata.\n\n" +
        `Se non l'hai chiesto tu, scrivici subito a ${supportEmail}.\n\n` +
        "I messaggi che hai inviato all'assistenza restano conservati fino a 24 mesi, come spiega l'Informativa sulla privacy.\n\n" +
        "NutriPilot",
    };
  }
  return {
    to: user.email,
    subject: "Your NutriPilot account was deleted",
    text:
      `Hello ${user.username},\n\n` +
      "your NutriPilot account was deleted at your request, and all its data with it: your meals, nutrition goals, profile, " +
      "food preferences, conversations with the assistant, custom foods, suggestion ratings and subscription. " +
      "Every device was signed out. This cannot be undone.\n\n" +
      `If this was not you, write to us at once at ${supportEmail}.\n\n` +
      "Messages you sent to our support team are kept for up to 24 months, as the Privacy Policy explains.\n\n" +
      "NutriPilot",
  };
}
