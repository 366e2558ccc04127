import {
  CreateMyMealInputSchema,
  EmptyBodySchema,
  FavouritesSchema,
  IdParamsSchema,
  LogMyMealInputSchema,
  macrosForGrams,
  MealEntrySchema,
  MealMessages,
  mealTypeForMinutes,
  MY_MEALS_MAX,
  MyMealSchema,
  OkSchema,
  toLocalDate,
  toLocalMinutes,
  UpdateMyMealInputSchema,
  type MealEntry,
  type MealItemInput,
  type MyMeal,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError, NotFoundError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/visitor.ts";
import { currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import { earliestVisibleDay } from "../billing/index.ts";
import { findMealFoods, isVisibleFood, listVisibleFoods } from "../foods/index.ts";
import { assertNotTooFar, findMeal, insertMeal, listMealsByIds, logItemsMeal } from "../meals/index.ts";
import * as repo from "./my-meals.repository.ts";

const notFound = () => new NotFoundError("My meal not found");
const foodNotFound = () => new NotFoundError("Food not found");
/** Two saves of the same name at once: the unique index refuses the second, which gets the same 400. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

const nameTaken = () => new BadRequestError(MealMessages.myMealNameTaken, [{ path: "name", message: MealMessages.myMealNameTaken }]);

/** The foods of a logged meal as one of the user's meals keeps them (a meal typed by hand: one item, no weight). */
function itemsOfMeal(meal: MealEntry): repo.MyMealItemValues[] {
  if (meal.items && meal.items.length > 0)
    return meal.items.map((i) => ({
      foodId: i.foodId,
      name: i.name,
      amountGrams: i.amountGrams,
      portionLabel: i.portionLabel,
      calories: i.calories,
      proteins: i.proteins,
      carbs: i.carbs,
      fats: i.fats,
    }));
  const weighed = meal.foodId != null && meal.amountGrams != null;
  return [
    {
      foodId: weighed ? meal.foodId! : null,
      name: meal.food,
      amountGrams: weighed ? meal.amountGrams! : null,
      portionLabel: weighed ? (meal.portionLabel ?? null) : null,
      calories: meal.calories,
      proteins: meal.proteins,
      carbs: meal.carbs,
      fats: meal.fats,
    },
  ];
}

/** What logging one of the user's meals sends to the meals feature: its foods by id and amount, others with their values. */
const toItemInput = (i: MyMeal["items"][number]): MealItemInput =>
  i.foodId !== null
    ? { foodId: i.foodId, amountGrams: i.amountGrams!, ...(i.portionLabel ? { portionLabel: i.portionLabel } : {}) }
    : { name: i.name, amountGrams: i.amountGrams!, calories: i.calories, proteins: i.proteins, carbs: i.carbs, fats: i.fats };

/**
 * 'My meals' (named combinations of foods, logged again in one tap) and favourites (starred foods and meals).
 * Same access as logging meals: every signed-in user reads, registered users write; each user sees only
 * their own.
 */
export const myMealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/my-meals",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: z.array(MyMealSchema) } } },
    async (request) => repo.listMyMeals(app.db, currentUser(request).id),
  );

  /** Saves one of the user's logged meals (its foods and amounts) under a name. */
  app.post(
    "/api/my-meals",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: CreateMyMealInputSchema, response: { 201: MyMealSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, mealId } = request.body;
      const myMeal = await app.db
        .transaction(async (tx) => {
          const meal = await findMeal(tx, user.id, mealId);
          if (!meal) throw new NotFoundError("Meal not found");
          if ((await repo.countMyMeals(tx, user.id)) >= MY_MEALS_MAX) throw new BadRequestError(MealMessages.myMealsTooMany);
          if (await repo.isNameTaken(tx, user.id, name)) throw nameTaken();
          return repo.insertMyMeal(tx, user.id, name, itemsOfMeal(meal));
        })
        .catch(rethrowNameTaken);
      request.log.info({ myMealId: myMeal.id, mealId }, "my meal saved");
      return reply.code(201).send(myMeal);
    },
  );

  /** Rename, and/or keep some foods with new amounts (a new amount recomputes the food's values). */
  app.patch(
    "/api/my-meals/:id",
    {
      config: { access: "user", owner: { table: "my_meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: UpdateMyMealInputSchema, response: { 200: MyMealSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { name, items } = request.body;
      return app.db
        .transaction(async (tx) => {
          const current = await repo.findMyMeal(tx, user.id, request.params.id);
          if (!current) throw notFound();
          if (name !== undefined && (await repo.isNameTaken(tx, user.id, name, current.id))) throw nameTaken();
          let next: repo.MyMealItemValues[] | undefined;
          if (items) {
            const byId = new Map(current.items.map((i) => [i.id, i]));
            const seen = new Set<number>();
            const kept = items.map((change, index) => {
              const item = byId.get(change.id);
              if (!item || seen.has(change.id))
                throw new BadRequestError(MealMessages.myMealItemUnknown, [
                  { path: `items.${index}.id`, message: MealMessages.myMealItemUnknown },
                ]);
              seen.add(change.id);
              if (change.amountGrams !== undefined && item.amountGrams === null)
                throw new BadRequestError(MealMessages.myMealItemNoWeight, [
                  { path: `items.${index}.amountGrams`, message: MealMessages.myMealItemNoWeight },
                ]);
              return { item, grams: change.amountGrams === undefined ? undefined : Math.round(change.amountGrams * 10) / 10 };
            });
            const foods = await findMealFoods(
              tx,
              kept.flatMap(({ item, grams }) => (grams !== undefined && item.foodId !== null ? [item.foodId] : [])),
              user.id,
              requestLocale(request),
            );
            next = kept.map(({ item, grams }) => {
              const { id: _id, ...values } = item;
              if (grams === undefined || grams === item.amountGrams) return values;
              const food = item.foodId === null ? undefined : foods.get(item.foodId);
              // A food of the tables: its values for the new amount; any other: the values scaled to it.
              const ratio = grams / item.amountGrams!;
              const macros = food
                ? macrosForGrams(food, grams)
                : {
                    calories: Math.round(item.calories * ratio),
                    proteins: Math.round(item.proteins * ratio),
                    carbs: Math.round(item.carbs * ratio),
                    fats: Math.round(item.fats * ratio),
                  };
              // A new amount in grams no longer matches the portion chosen.
              return { ...values, ...macros, amountGrams: grams, portionLabel: null };
            });
          }
          return (await repo.updateMyMeal(tx, user.id, current.id, { name, items: next }))!;
        })
        .catch(rethrowNameTaken);
    },
  );

  app.delete(
    "/api/my-meals/:id",
    {
      config: { access: "user", owner: { table: "my_meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      if (!(await repo.deleteMyMeal(app.db, currentUser(request).id, request.params.id))) throw notFound();
      return { ok: true as const };
    },
  );

  /**
   * Logs one of the user's meals in one tap: on `date` (today by default), as `mealType` (the type of the
   * user's time of day by default). Its foods' values come from the food tables, as for any meal logged.
   */
  app.post(
    "/api/my-meals/:id/log",
    {
      config: { access: "user", owner: { table: "my_meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: LogMyMealInputSchema, response: { 201: MealEntrySchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.clock();
      const myMeal = await repo.findMyMeal(app.db, user.id, request.params.id);
      if (!myMeal) throw notFound();
      const date = request.body.date ?? toLocalDate(now, user.timeZone);
      assertNotTooFar(date, now, user.timeZone);
      const values = {
        mealType: request.body.mealType ?? mealTypeForMinutes(toLocalMinutes(now, user.timeZone)),
        eatenAt: now,
        date,
        notes: null,
      };
      const meal = await app.db.transaction((tx) =>
        myMeal.items.every((i) => i.amountGrams !== null)
          ? logItemsMeal(tx, user.id, values, myMeal.items.map(toItemInput), requestLocale(request), now)
          : // A meal typed by hand: its name and values as saved.
            insertMeal(tx, user.id, {
              ...values,
              food: myMeal.items[0]?.name ?? myMeal.name,
              calories: myMeal.calories,
              proteins: myMeal.proteins,
              carbs: myMeal.carbs,
              fats: myMeal.fats,
            }),
      );
      request.log.info({ mealId: meal.id, myMealId: myMeal.id }, "my meal logged");
      return reply.code(201).send(meal);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Favourites
  // -------------------------------------------------------------------------------------------

  /** The user's starred foods (public or their own) and meals (those the plan shows), the latest starred first. */
  app.get(
    "/api/favourites",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: FavouritesSchema } } },
    async (request) => {
      const user = currentUser(request);
      const ids = await repo.listFavouriteIds(app.db, user.id);
      const earliest = await earliestVisibleDay(request);
      const found = await listMealsByIds(app.db, user.id, ids.mealIds);
      const byId = new Map(found.map((m) => [m.id, m]));
      const meals = ids.mealIds.flatMap((id) => {
        const m = byId.get(id);
        return m && (!earliest || m.date >= earliest) ? [m] : [];
      });
      return { foods: await listVisibleFoods(app.db, user.id, ids.foodIds, requestLocale(request)), meals };
    },
  );

  app.put(
    "/api/favourites/foods/:id",
    {
      config: { access: "user", owner: { table: "foods", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: EmptyBodySchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await isVisibleFood(app.db, user.id, request.params.id))) throw foodNotFound();
      await repo.addFavourite(app.db, user.id, { foodId: request.params.id });
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/favourites/foods/:id",
    {
      config: { access: "user", owner: { table: "foods", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      // Unstarring is idempotent for a food the user can see; any other id is a 404, as for a missing one.
      if (!(await isVisibleFood(app.db, user.id, request.params.id))) throw foodNotFound();
      await repo.removeFavourite(app.db, user.id, { foodId: request.params.id });
      return { ok: true as const };
    },
  );

  app.put(
    "/api/favourites/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, body: EmptyBodySchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await findMeal(app.db, user.id, request.params.id))) throw new NotFoundError("Meal not found");
      await repo.addFavourite(app.db, user.id, { mealId: request.params.id });
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/favourites/meals/:id",
    {
      config: { access: "user", owner: { table: "meals", column: "user_id" } },
      preHandler: requireRegistered,
      schema: { params: IdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await findMeal(app.db, user.id, request.params.id))) throw new NotFoundError("Meal not found");
      await repo.removeFavourite(app.db, user.id, { mealId: request.params.id });
      return { ok: true as const };
    },
  );
};
