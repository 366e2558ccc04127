import { and, desc, eq, ne, sql } from "drizzle-orm";
import { GoalMessages, type NutritionGoal } from "@app/shared";
import { BadRequestError } from "../../lib/errors.ts";
import { preparedStatement, type Db } from "../../db/client.ts";
import { lockUserRow, sessionReadStatement } from "../auth/index.ts";
import { nutritionGoals } from "./goals.table.ts";

type GoalRow = typeof nutritionGoals.$inferSelect;
export type GoalValues = Pick<
  GoalRow,
  "name" | "description" | "calories" | "proteins" | "carbs" | "fats" | "startDate" | "endDate" | "isActive"
>;

export const toGoal = (r: GoalRow): NutritionGoal => ({
  id: r.id,
  userId: r.userId,
  name: r.name,
  description: r.description,
  calories: r.calories,
  proteins: r.proteins,
  carbs: r.carbs,
  fats: r.fats,
  startDate: r.startDate,
  endDate: r.endDate,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Runs `fn` in a transaction that holds the user's row lock, so concurrent activations of two goals
 * are serialised: the second sees the first's result and exactly one goal stays active.
 */
async function withUserLock<T>(db: Db, userId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    return fn(tx);
  });
}

async function deactivateOthers(tx: Db, userId: number, keepId?: number) {
  await tx
    .update(nutritionGoals)
    .set({ isActive: false })
    .where(and(eq(nutritionGoals.userId, userId), eq(nutritionGoals.isActive, true), ...(keepId ? [ne(nutritionGoals.id, keepId)] : [])));
}

export async function insertGoal(db: Db, userId: number, values: GoalValues): Promise<NutritionGoal> {
  return withUserLock(db, userId, async (tx) => {
    if (values.isActive) await deactivateOthers(tx, userId);
    const [row] = await tx
      .insert(nutritionGoals)
      .values({ userId, ...values })
      .returning();
    return toGoal(row!);
  });
}

export async function updateGoal(db: Db, userId: number, id: number, values: Partial<GoalValues>): Promise<NutritionGoal | undefined> {
  return withUserLock(db, userId, async (tx) => {
    const [existing] = await tx
      .select()
      .from(nutritionGoals)
      .where(and(eq(nutritionGoals.id, id), eq(nutritionGoals.userId, userId)));
    if (!existing) return undefined;
    const merged = { ...existing, ...values };
    if (merged.endDate && merged.endDate < merged.startDate) {
      throw new BadRequestError(GoalMessages.endBeforeStart, [{ path: "endDate", message: GoalMessages.endBeforeStart }]);
    }
    if (values.isActive) await deactivateOthers(tx, userId, id);
    if (Object.keys(values).length === 0) return toGoal(existing);
    const [row] = await tx
      .update(nutritionGoals)
      .set(values)
      .where(and(eq(nutritionGoals.id, id), eq(nutritionGoals.userId, userId)))
      .returning();
    return row && toGoal(row);
  });
}

export async function listGoals(db: Db, userId: number): Promise<NutritionGoal[]> {
  const rows = await db
    .select()
    .from(nutritionGoals)
    .where(eq(nutritionGoals.userId, userId))
    .orderBy(desc(nutritionGoals.isActive), desc(nutritionGoals.startDate), desc(nutritionGoals.id));
  return rows.map(toGoal);
}

const activeGoalStatement = preparedStatement((db) =>
  db
    .select()
    .from(nutritionGoals)
    .where(and(eq(nutritionGoals.userId, sql.placeholder("userId")), eq(nutritionGoals.isActive, true)))
    .limit(1)
    .prepare("active_goal"),
);

/** The user's active goal (the dashboard reads it on every visit: a prepared statement). */
export async function findActiveGoal(db: Db, userId: number): Promise<NutritionGoal | undefined> {
  const [row] = await activeGoalStatement(db).execute({ userId });
  return row && toGoal(row);
}

/**
 * The active goal as the answer's JSON text, written by the database byte for byte as the route's serializer
 * writes toGoal's object (its keys in NutritionGoalSchema's order, no spaces; strings, dates and booleans through
 * to_json, whose escapes are JSON.stringify's; createdAt as toISOString writes it): the driver decodes one text
 * field and the text is sent as it is. goals.test.ts compares it with the serializer's answer.
 */
const activeGoalJson = sql<string>`'{"id":' || g.id || ',"userId":' || g.user_id || ',"name":' || to_json(g.name)::text
  || ',"description":' || coalesce(to_json(g.description)::text, 'null') || ',"calories":' || g.calories
  || ',"proteins":' || g.proteins || ',"carbs":' || g.carbs || ',"fats":' || g.fats
  || ',"startDate":' || to_json(g.start_date)::text || ',"endDate":' || coalesce(to_json(g.end_date)::text, 'null')
  || ',"isActive":' || to_json(g.is_active)::text
  || ',"createdAt":"' || to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'`;

/**
 * The active goal (GET /api/nutrition-goals/active) as a read joined to the session statement (decision
 * 0017-pgone): the session, its user and plan, and the goal's JSON text (null: none) in one statement, on
 * nutrition_goals_one_active_idx.
 */
export const activeGoalRead = sessionReadStatement(
  "session_active_goal",
  (userId) => sql<string | null>`(select ${activeGoalJson} from ${nutritionGoals} g where g.user_id = ${userId} and g.is_active limit 1)`,
);

export async function deleteGoal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(nutritionGoals)
    .where(and(eq(nutritionGoals.id, id), eq(nutritionGoals.userId, userId)))
    .returning({ id: nutritionGoals.id });
  return rows.length === 1;
}

export async function findGoal(db: Db, userId: number, id: number): Promise<NutritionGoal | undefined> {
  const [row] = await db
    .select()
    .from(nutritionGoals)
    .where(and(eq(nutritionGoals.id, id), eq(nutritionGoals.userId, userId)));
  return row && toGoal(row);
}
