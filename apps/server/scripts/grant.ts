// Grants a paid plan to a user: npm run grant -- <username> <plan> <days>
// Reads DATA_DIR / DATABASE_URL like the server. An embedded database in use by the running server
// is refused (PGlite must never be open in two processes): stop the server, or use PostgreSQL.
import { PAID_PLANS, type PaidPlan } from "@app/shared";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { findUserByLogin } from "../src/features/auth/auth.repository.ts";
import { grantSubscription } from "../src/features/billing/index.ts";

async function main(argv: string[]): Promise<number> {
  const [username, plan, daysText] = argv;
  const days = Number(daysText);
  if (!username || !plan || !(PAID_PLANS as readonly string[]).includes(plan) || !Number.isInteger(days) || days < 1 || days > 36_500) {
    console.error(
      `Usage: npm run grant -- <username> <plan> <days>\n  plan: ${PAID_PLANS.join(", ")}\n  days: a whole number from 1 to 36500`,
    );
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ?? config.DATA_DIR);
  try {
    const user = await findUserByLogin(database.db, username);
    if (!user) {
      console.error(`No user named ${username}`);
      return 1;
    }
    const sub = await grantSubscription(database.db, user.id, plan as PaidPlan, days, new Date());
    console.log(`Granted ${plan} to ${user.username} until ${sub.currentPeriodEnd.toISOString()}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
