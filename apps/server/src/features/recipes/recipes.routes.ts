import { IdParamsSchema, RecipeSchema, RecipesQuerySchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/visitor.ts";
import { waitForFoodData } from "../foods/index.ts";
import * as repo from "./recipes.repository.ts";

/** The recipe collection is public: anonymous visitors can browse it (docs/product/access-and-plans.md#roles). */
export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", waitForFoodData);
  app.get(
    "/api/recipes",
    { config: { access: "public" }, schema: { querystring: RecipesQuerySchema, response: { 200: z.array(RecipeSchema) } } },
    async (request) => repo.listRecipes(app.db, { ...request.query, language: requestLanguage(request, request.query.language) }),
  );

  app.get(
    "/api/recipes/:id",
    {
      config: { access: "public" },
      schema: { params: IdParamsSchema, querystring: RecipesQuerySchema.pick({ language: true }), response: { 200: RecipeSchema } },
    },
    async (request) => {
      const recipe = await repo.findRecipe(app.db, request.params.id, requestLanguage(request, request.query.language));
      if (!recipe) throw new NotFoundError("Recipe not found");
      return recipe;
    },
  );
};
