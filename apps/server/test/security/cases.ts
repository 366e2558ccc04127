import { expect } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** Counted by the security reporter (reporter.ts): one case is one request with its expectation. */
    security?: { backend: string; cases: number; failures: number };
  }
}

interface InjectLike {
  statusCode: number;
  body: string;
}

/**
 * A collector of security cases: every check is counted, failures are gathered (not thrown) so one run
 * reports all of them, and the test fails at the end listing each failed case.
 */
export class Cases {
  count = 0;
  failures: string[] = [];
  constructor(readonly backend: string) {}

  check(label: string, ok: boolean, detail?: string): boolean {
    this.count += 1;
    if (!ok) this.failures.push(detail ? `${label}: ${detail}` : label);
    return ok;
  }

  /** The answer's status is one of `expected`. */
  status(label: string, res: InjectLike, expected: number | readonly number[] | ((status: number) => boolean)): boolean {
    const ok =
      typeof expected === "function"
        ? expected(res.statusCode)
        : (typeof expected === "number" ? [expected] : expected).includes(res.statusCode);
    return this.check(label, ok, ok ? undefined : `got ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}

/** Runs a block of security cases inside one vitest test, records the counts for the reporter, then asserts 0 failures. */
export async function runCases(
  task: { meta: { security?: { backend: string; cases: number; failures: number } } },
  backend: string,
  fn: (cases: Cases) => Promise<void>,
): Promise<void> {
  const cases = new Cases(backend);
  try {
    await fn(cases);
  } catch (err) {
    cases.check("the test ran to its end", false, err instanceof Error ? (err.stack ?? err.message) : String(err));
  } finally {
    task.meta.security = { backend, cases: cases.count, failures: cases.failures.length };
  }
  const shown = cases.failures.slice(0, 60);
  if (cases.failures.length > shown.length) shown.push(`… and ${cases.failures.length - shown.length} more`);
  expect(shown, `${cases.failures.length} of ${cases.count} security cases failed`).toEqual([]);
}
