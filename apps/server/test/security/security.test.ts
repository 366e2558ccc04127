import { afterAll, beforeAll, describe } from "vitest";
import { backends } from "../build-test-app.ts";
import { attackTests } from "./attacks.ts";
import { fuzzTests } from "./fuzz.ts";
import { inventoryTests } from "./inventory.ts";
import { buildWorld, type World } from "./world.ts";

/**
 * The standing security suite (issue 13, SECURITY.md §2.0-2.2, 2.9, 2.11, 2.16), on PGlite and on
 * PostgreSQL when TEST_DATABASE_URL is set. One app and one set of actors per database, shared by the
 * route inventory, the attacks and the fuzzing, in that order. `npm run test:security` prints the count
 * of cases and failures (reporter.ts). The parallel-limit races are in races.test.ts (PostgreSQL only).
 */
describe.each(backends)("security suite (%s)", (backend) => {
  let w: World | undefined;
  beforeAll(async () => {
    w = await buildWorld(backend);
  }, 300_000);
  afterAll(() => w?.close());
  const world = () => {
    if (!w) throw new Error("the security suite's app did not start");
    return w;
  };
  inventoryTests(world, backend);
  attackTests(world, backend);
  fuzzTests(world, backend);
});
