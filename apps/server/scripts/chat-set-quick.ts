// Temporary (chat4): the chat set on a kept PGlite directory (EVAL_PGLITE_DIR), so a rerun skips the import.
import { runChatSet } from "./eval-chat-set.ts";
import { openDatabase } from "../src/db/client.ts";
import { createAiSources } from "../src/features/ai/ai.sources.ts";
import { ensureFoodData } from "../src/features/foods/index.ts";
import { recipeData } from "../src/features/recipes/index.ts";

const database = await openDatabase(process.env.EVAL_PGLITE_DIR ?? "memory://");
await ensureFoodData(database.db, { info: () => {}, warn: (o: object, m: string) => console.warn(m, o) }, [recipeData]);
const sources = createAiSources(database.db, async () => "ready");
await runChatSet(database.db, sources, await sources.loadCatalogue());
await database.close();
