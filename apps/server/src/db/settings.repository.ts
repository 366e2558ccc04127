import type { Db } from "./client.ts";
import { appSettings } from "./settings.table.ts";

/**
 * The settings stored in the database, read into memory: `get` never queries. `reload` reads every row
 * again and swaps the whole map at once, so a request sees either the old settings or the new ones,
 * never a mix, and none is dropped. Listeners (e.g. the payment providers) rebuild what depends on them.
 */
export interface SettingsStore {
  get<T = unknown>(key: string): T | undefined;
  /** Stores a value and reloads (the caller audits the change). */
  set(key: string, value: unknown, now: Date): Promise<void>;
  reload(): Promise<number>;
  onReload(listener: (store: SettingsStore) => void | Promise<void>): void;
  readonly loadedAt: Date;
  readonly size: number;
}

export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}

export async function createSettingsStore(db: Db, now: () => Date): Promise<SettingsStore> {
  let values = await readSettings(db);
  let loadedAt = now();
  const listeners: Array<(store: SettingsStore) => void | Promise<void>> = [];
  const store: SettingsStore = {
    get: <T>(key: string) => values.get(key) as T | undefined,
    async set(key, value, at) {
      await writeSetting(db, key, value, at);
      await store.reload();
    },
    async reload() {
      values = await readSettings(db);
      loadedAt = now();
      for (const listener of listeners) await listener(store);
      return values.size;
    },
    onReload: (listener) => void listeners.push(listener),
    get loadedAt() {
      return loadedAt;
    },
    get size() {
      return values.size;
    },
  };
  return store;
}
