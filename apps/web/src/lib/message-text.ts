import { useCallback } from "react";
import { trackingMessageKey } from "../i18n/en/tracking.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { ApiError, isNetworkError } from "./api.ts";

/**
 * Shows an English text from the shared schemas or the server in the user's language: the tracking
 * messages (docs/product/tracking.md#validation), then the server messages the app already knows, else the text as it came.
 */
export function useMessageText(): (message: string) => string {
  const { t, tServer } = useI18n();
  return useCallback(
    (message: string) => {
      const key = trackingMessageKey(message);
      return key ? t(key) : tServer(message);
    },
    [t, tServer],
  );
}

/**
 * The reason of a failed call, for the `{message}` of 'Unable to add meal: {message}' and its siblings
 * (docs/product/tracking.md#messages: the server's text is shown): the server's message in the user's language, the
 * connection problem when the server could not be reached, undefined when nothing is known.
 */
export function useErrorText(): (error: unknown) => string | undefined {
  const { t } = useI18n();
  const text = useMessageText();
  return useCallback(
    (error: unknown) => {
      // Only a message the server wrote: a bare status (a proxy's 502 page) or an unreadable reply leaves the
      // caller's fallback ('Error while deleting the meal', 000 §8).
      if (error instanceof ApiError)
        return error.message && !/^HTTP_\d+$/.test(error.code) && error.code !== "INVALID_RESPONSE" ? text(error.message) : undefined;
      if (isNetworkError(error)) return t("toast.networkError");
      return undefined;
    },
    [t, text],
  );
}

/** True when the server refused a write because the visitor has no account (401 'Registration Required'). */
export const isRegistrationRequired = (error: unknown): boolean => error instanceof ApiError && error.code === "REGISTRATION_REQUIRED";
