/**
 * PGlite's named statements (decisions 0015, 0016-pglite and 0017-pglite3): a prepared query's text parsed and
 * described once in PGlite's one session, then each call is one Bind + Execute + Sync whose answer is read
 * straight from PostgreSQL's bytes.
 */
import { createHash } from "node:crypto";
import {
  messages as pgMessages,
  parse as pgliteParse,
  PGlite,
  protocol,
  types,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";

type Parsers = Record<number | string, types.Parser>;
type Field = { name: string; dataTypeID: number };

const concat = (parts: Uint8Array[]) => {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const encoder = new TextEncoder();
// pg-protocol's BufferReader decodes with a default TextDecoder('utf-8') too: the same strings, invalid bytes alike.
const decoder = new TextDecoder("utf-8");
/** Execute (unnamed portal, all rows) + Sync: the same bytes on every call. */
const EXECUTE_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * The Bind message for `values` already serialized to text (or null), every parameter and every result column in
 * text format: what pg-protocol's `serialize.bind` writes for such values, without its shared writer's copies.
 * Undefined when a value is not text (a binary value): the caller then uses `serialize.bind`.
 */
function bindText(head: Uint8Array, values: (string | null)[]): Uint8Array | undefined {
  // 'B', its length, the portal and statement names, the parameters' formats, the parameters, the results' formats.
  let size = 1 + 4 + head.length + 2 + 2 * values.length + 2 + 2;
  const encoded: (Uint8Array | null)[] = [];
  for (const value of values) {
    if (value === null) encoded.push(null);
    else if (typeof value === "string") encoded.push(encoder.encode(value));
    else return undefined;
    size += 4 + (encoded.at(-1)?.length ?? 0);
  }
  const out = new Uint8Array(size + EXECUTE_SYNC.length);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  view.setInt32(1, size - 1);
  out.set(head, 5);
  let at = 5 + head.length;
  view.setUint16(at, values.length);
  at += 2;
  for (let i = 0; i < values.length; i++, at += 2) view.setInt16(at, 0); // text
  view.setUint16(at, values.length);
  at += 2;
  for (const bytes of encoded) {
    view.setInt32(at, bytes ? bytes.length : -1);
    at += 4;
    if (bytes) {
      out.set(bytes, at);
      at += bytes.length;
    }
  }
  view.setInt16(at, 0); // no result format codes: every column in text, as serialize.bind writes it
  out.set(EXECUTE_SYNC, size);
  return out;
}

/**
 * The answer of one Bind/Execute/Sync as PGlite's `parseResults` builds it (rows through the same type parsers,
 * the same result object), read from the raw bytes with no message objects. Undefined for anything but
 * BindComplete, DataRows, one CommandComplete and ReadyForQuery (an error, a notice…): the caller hands those bytes
 * to PGlite's own parser.
 */
function readAnswer(bytes: Uint8Array, fields: Field[], parsers: Parsers, rowMode: QueryOptions["rowMode"]): Results | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: unknown[] = [];
  let command: string | undefined;
  let at = 0;
  while (at < bytes.length) {
    const code = bytes[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (code === 0x44 /* 'D' DataRow */) {
      const n = view.getInt16(p);
      p += 2;
      if (n !== fields.length) return undefined;
      const values: unknown[] = Array.from({ length: n });
      for (let i = 0; i < n; i++) {
        const length = view.getInt32(p);
        p += 4;
        const text = length < 0 ? null : decoder.decode(bytes.subarray(p, p + length));
        if (length > 0) p += length;
        values[i] = types.parseType(text, fields[i]!.dataTypeID, parsers);
      }
      rows.push(rowMode === "array" ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (code === 0x43 /* 'C' CommandComplete */) {
      if (command !== undefined) return undefined;
      command = decoder.decode(bytes.subarray(p, end - 1));
    } else if (code !== 0x32 /* '2' BindComplete */ && code !== 0x5a /* 'Z' ReadyForQuery */) {
      return undefined;
    }
    at = end;
  }
  if (command === undefined) return undefined;
  // parseResults' reading of the command tag.
  const parts = command.split(" ");
  const rowCount = Number.parseInt(parts.at(-1)!, 10);
  const verb = parts[0]!;
  const affectedRows = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(verb) ? rowCount : 0;
  const result: Results = {
    rows,
    fields: fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    command: verb,
    affectedRows,
  } as Results;
  if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
  return result;
}

/**
 * A stand-in for the PGlite client of one prepared query, whose `query` runs `text` as a named statement:
 * parsed and described once (Parse + Describe), then each call is Bind + Execute only, so PostgreSQL neither
 * parses nor plans it again (its plan cache decides between a custom and a generic plan, as on a server).
 * Runs under PGlite's own locks, like PGlite.query: never inside another caller's transaction.
 *
 * A call's answer (decision 0017-pglite3) is taken as raw bytes (`execProtocolRawStream`: PGlite builds no message
 * objects for it) and read by `readAnswer`; the columns' names and types come from the statement's Describe, so no
 * Describe of the portal is sent per call. An answer with anything else in it (an error above all) goes through
 * PGlite's own protocol parser and `parseResults`, and its DatabaseError is thrown, as `execProtocol` does.
 */
export function pgliteNamedQuery(client: PGlite, text: string): Pick<PGlite, "query"> {
  const name = `np_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  const { serialize } = protocol;
  // Bind's fixed start: the unnamed portal and the statement's name.
  const bindHead = concat([encoder.encode(`\0${name}\0`)]);
  let described: { paramTypes: number[]; fields: Field[] } | undefined;
  // PGlite.query merges the client's ~320 type parsers with the query's own (drizzle passes 9) into a new object on
  // every call: 10 % of a loaded server's CPU in bench:api's profile (decision 0016-pglite). drizzle passes the same
  // options object on every call, so the merged map is built once per options object.
  const merged = new WeakMap<object, Parsers>();
  const parsersFor = (options: QueryOptions | undefined): Parsers => {
    if (!options?.parsers) return client.parsers as Parsers;
    let parsers = merged.get(options);
    if (!parsers) {
      parsers = { ...client.parsers, ...options.parsers };
      merged.set(options, parsers);
    }
    return parsers;
  };
  const describe = async () => {
    try {
      await client.execProtocol(concat([serialize.parse({ name, text }), serialize.sync()]), { syncToFs: false });
    } catch (error) {
      // 42P05: already prepared in this session (another handle on the same database).
      if ((error as { code?: string }).code !== "42P05") throw error;
    }
    const { messages } = await client.execProtocol(concat([serialize.describe({ type: "S", name }), serialize.sync()]), {
      syncToFs: false,
    });
    const row = messages.find((m): m is pgMessages.RowDescriptionMessage => m.name === "rowDescription");
    return {
      paramTypes: pgliteParse.parseDescribeStatementResults(messages),
      fields: (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
  };
  return {
    query: async <R>(_text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
      // PGlite's own locks (public, underscored API), taken in the order PGlite.query takes them.
      // oxlint-disable-next-line no-underscore-dangle
      await client._checkReady();
      // oxlint-disable-next-line no-underscore-dangle
      return client._runExclusiveTransaction(() =>
        // oxlint-disable-next-line no-underscore-dangle
        client._runExclusiveQuery(async () => {
          described ??= await describe();
          const { paramTypes, fields } = described;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = options?.serializers?.[paramTypes[i]!] ?? client.serializers[paramTypes[i]!];
            return serializer ? serializer(value) : String(value);
          });
          const message =
            bindText(bindHead, values as (string | null)[]) ??
            concat([serialize.bind({ statement: name, values: values as never }), EXECUTE_SYNC]);
          // syncToFs: PGlite's file systems here (a data directory through Node's fs, or memory://) write through and
          // sync nothing; the call only queued behind PGlite's file-system lock. The chunks are views into the
          // WebAssembly memory, valid only during the callback: copied.
          const chunks: Uint8Array[] = [];
          await client.execProtocolRawStream(message, { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) });
          const bytes = concat(chunks);
          const parsers = parsersFor(options);
          const answer = readAnswer(bytes, fields, parsers, options?.rowMode);
          if (answer) return answer as Results<R>;
          // Anything else: PGlite's own reading of the same bytes, and its first error thrown as execProtocol throws it.
          const messages: pgMessages.BackendMessage[] = [];
          new protocol.Parser().parse(bytes, (m) => messages.push(m));
          const error = messages.find((m) => m instanceof pgMessages.DatabaseError);
          if (error) throw error;
          // No Describe of the portal was sent: its RowDescription goes first, as parseResults expects it.
          const rowDescription = { name: "rowDescription", fields } as unknown as pgMessages.BackendMessage;
          return pgliteParse.parseResults([rowDescription, ...messages], parsers, { rowMode: options?.rowMode })[0] as Results<R>;
        }),
      );
    },
  };
}
