import { ContactMessages } from "@app/shared/contact-messages";
import type { MessageKey } from "../../i18n/en.ts";

/** The server's and the shared schemas' contact texts (English), and the key of each in the dictionaries. */
const KEYS: Record<string, MessageKey> = {
  [ContactMessages.emailInvalid]: "contact.validation.emailInvalid",
  [ContactMessages.subjectMin]: "contact.validation.subjectMin",
  [ContactMessages.messageMin]: "contact.validation.messageMin",
  [ContactMessages.nameRequired]: "contact.validation.nameRequired",
  [ContactMessages.reasonRequired]: "contact.validation.reasonRequired",
  [ContactMessages.tooLong]: "contact.validation.tooLong",
  [ContactMessages.sent]: "contact.sentTitle",
  [ContactMessages.sendFailed]: "contact.error",
  "Too many messages. Please try again later.": "contact.tooMany",
};

/** The dictionary key of a contact text, or undefined for a text this map does not know. */
export function contactMessageKey(message: string): MessageKey | undefined {
  return KEYS[message];
}

/** Every English text the map covers, for the completeness test. */
export const knownContactMessages = Object.keys(KEYS);
