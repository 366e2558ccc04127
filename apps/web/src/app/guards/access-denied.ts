/** The navigation state RequireAdmin sends a non-administrator to / with. */
export const ACCESS_DENIED_STATE = { accessDenied: true } as const;

/** Whether a navigation's state is RequireAdmin's refusal (the landing page then shows AccessDeniedNotice). */
export const wasDenied = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { accessDenied?: unknown }).accessDenied === true;
