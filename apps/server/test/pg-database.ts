import { randomBytes } from "node:crypto";
import { Client } from "pg";

/**
 * A throwaway database on the PostgreSQL server at `base` (tests, benchmarks and evals): its URL, its name, and
 * `drop`, which waits for the app's pool to let go of its connections before dropping it.
 */
export async function createPostgresDatabase(
  base: string,
  prefix = "np_test",
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      // Let the app's pool finish closing its connections first: terminating one that is still ending
      // surfaces as an uncaught "terminating connection due to administrator command".
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
