import { messages, PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteNamedQuery } from "../src/db/pglite-statement.ts";

/**
 * PGlite's named statements read their answer from PostgreSQL's bytes (decision 0017-pglite3): the same result
 * object as PGlite.query gives for the same text and values, in both row modes and with drizzle's own parsers,
 * and the same DatabaseError when the statement fails.
 */
describe("PGlite named statement", () => {
  let client: PGlite;
  // drizzle's PGlite driver: dates and timestamps as text, rows as arrays.
  const drizzleOptions = {
    rowMode: "array" as const,
    parsers: {
      [types.TIMESTAMP]: (v: string) => v,
      [types.TIMESTAMPTZ]: (v: string) => v,
      [types.INTERVAL]: (v: string) => v,
      [types.DATE]: (v: string) => v,
    },
  };
  const text = `select id, name, grams, eaten_at, day, tags, doc, note, 'é ☕ 𝄞'::text as odd, $2::text as echo
    from t where id >= $1 order by id`;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table t (id int primary key, name text not null, grams numeric(8,2), eaten_at timestamptz, day date,
        tags text[], doc json, note text);
      insert into t values
        (1, 'Caffè latte', 250.5, '2026-11-27 07:30:00.123456+00', '2026-11-27', '{a,"b c"}', '{"k":[1,2]}', null),
        (2, '', 0, null, null, '{}', 'null', ''),
        (3, 'Pasta al pomodoro "fresca"', 1234.25, '2026-01-01 00:00:00+00', '2025-12-31', null, '[]', 'riga 1
riga 2');`);
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });

  it.each([
    ["drizzle's array rows", drizzleOptions],
    ["object rows", undefined],
    ["object rows with parsers", { parsers: drizzleOptions.parsers }],
  ])("answers as PGlite.query does (%s)", async (_label, options) => {
    const named = pgliteNamedQuery(client, text);
    for (const params of [
      [1, "x"],
      [2, null],
      [4, ""],
      [0, "ünïcode ✓"],
    ]) {
      const expected = await client.query(text, params, options);
      // The first call prepares the statement; the next ones only bind and execute it.
      expect(await named.query(text, params, options)).toEqual(expected);
      expect(await named.query(text, params, options)).toEqual(expected);
    }
  });

  it("answers a write's command and count as PGlite.query does", async () => {
    const write = "update t set note = $1 where id > $2";
    const expected = await client.query(write, ["n", 1]);
    expect(await pgliteNamedQuery(client, write).query(write, ["n", 1])).toEqual(expected);
  });

  it("throws PostgreSQL's error as PGlite.query does, and stays usable", async () => {
    const named = pgliteNamedQuery(client, text);
    const expected = await client.query(text, ["not a number", "x"]).catch((e: unknown) => e);
    const error = await named.query(text, ["not a number", "x"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: (expected as messages.DatabaseError).code, message: (expected as messages.DatabaseError).message });
    expect((await named.query(text, [3, "y"], drizzleOptions)).rows).toHaveLength(1);
  });
});
