import { ProfileInputSchema, text, UpdateProfileInputSchema, UserProfileSchema } from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { assertSelf, currentUser, requireRegistered, requireUser } from "../auth/index.ts";
import * as repo from "./profile.repository.ts";

function toValues(input: z.output<typeof UpdateProfileInputSchema>): Partial<repo.ProfileValues> {
  const v: Partial<repo.ProfileValues> = {};
  if (input.name !== undefined) v.name = input.name;
  if (input.age !== undefined) v.age = input.age;
  if (input.gender !== undefined) v.gender = input.gender;
  if (input.height !== undefined) v.heightCm = Math.round(input.height * 10) / 10;
  if (input.weight !== undefined) v.weightKg = Math.round(input.weight * 10) / 10;
  if (input.activityLevel !== undefined) v.activityLevel = input.activityLevel;
  return v;
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user-profile",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: UserProfileSchema } } },
    async (request) => {
      const profile = await repo.findProfile(app.db, currentUser(request).id);
      if (!profile) throw new NotFoundError("No profile yet");
      return profile;
    },
  );

  app.post(
    "/api/user-profile",
    {
      config: { access: "user" },
      preHandler: requireRegistered,
      schema: { body: ProfileInputSchema, response: { 200: UserProfileSchema, 201: UserProfileSchema } },
    },
    async (request, reply) => {
      const { profile, created } = await repo.upsertProfile(
        app.db,
        currentUser(request).id,
        toValues(request.body) as repo.ProfileValues,
        app.clock(),
      );
      return reply.code(created ? 201 : 200).send(profile);
    },
  );

  app.patch(
    "/api/user-profile/:userId",
    {
      config: { access: "user", owner: { table: "users", column: "id" } },
      preHandler: requireRegistered,
      schema: { params: z.object({ userId: text().max(20) }), body: UpdateProfileInputSchema, response: { 200: UserProfileSchema } },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      const profile = await repo.updateProfile(app.db, currentUser(request).id, toValues(request.body), app.clock());
      if (!profile) throw new NotFoundError("No profile yet");
      return profile;
    },
  );
};
