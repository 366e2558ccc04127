import type { Reporter, TestModule } from "vitest/node";
import "./cases.ts";

/**
 * Prints the security suite's totals: `security: N cases, M failures`, then one line per database.
 * Used by `npm run test:security` and by `npm test` (scripts/test-all.mjs).
 */
export default class SecurityReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byBackend = new Map<string, { cases: number; failures: number }>();
    let tests = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const s = test.meta().security;
        if (!s) continue;
        tests += 1;
        const row = byBackend.get(s.backend) ?? { cases: 0, failures: 0 };
        row.cases += s.cases;
        row.failures += s.failures;
        byBackend.set(s.backend, row);
      }
    }
    if (tests === 0) return;
    let cases = 0;
    let failures = 0;
    for (const row of byBackend.values()) {
      cases += row.cases;
      failures += row.failures;
    }
    console.log(`\nsecurity: ${cases} cases, ${failures} failures`);
    for (const [backend, row] of [...byBackend].sort()) console.log(`  ${backend}: ${row.cases} cases, ${row.failures} failures`);
    if (!byBackend.has("postgres")) console.log("  postgres: not run (set TEST_DATABASE_URL to run the suite on PostgreSQL too)");
  }
}
