/** Whether the running test expects console.error calls (an error boundary test, for instance). */
export const consoleGuard = { allowErrors: false };

/** Call in a test that provokes console.error on purpose. */
export function allowConsoleErrors(): void {
  consoleGuard.allowErrors = true;
}
