import {
  ApiDocsSchema,
  ApiKeyMessages,
  ApiKeySchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  EmptyBodySchema,
  IdParamsSchema,
  OkSchema,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../lib/errors.ts";
import { requestLanguage } from "../../lib/visitor.ts";
import { currentUser, requireUser } from "../auth/index.ts";
import { planStatusOf, requireEntitlement } from "../billing/index.ts";
import { apiDocsOf, OPENAPI_PATH, type OpenApiDocument } from "./api-keys.openapi.ts";
import * as repo from "./api-keys.repository.ts";
import { createApiKey } from "./api-keys.service.ts";

const owner = { table: "api_keys", column: "user_id" } as const;
const access = "premium:api-access" as const;

/** The /api-keys screen's calls (session), the docs object and the OpenAPI document. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate = requireEntitlement("api-access");

  app.get(
    "/api/api-keys",
    { config: { access }, preHandler: gate, schema: { response: { 200: z.array(ApiKeySchema) } } },
    async (request) => repo.listApiKeys(app.db, currentUser(request).id, app.clock()),
  );

  app.post(
    "/api/api-keys",
    { config: { access }, preHandler: gate, schema: { body: CreateApiKeyInputSchema, response: { 201: CreatedApiKeySchema } } },
    async (request, reply) => {
      const key = await createApiKey(app.db, currentUser(request).id, request.body, app.clock(), app.config.NODE_ENV === "production");
      request.log.info({ apiKeyId: key.id }, "api key created");
      return reply.code(201).send(key);
    },
  );

  app.post(
    "/api/api-keys/:id/revoke",
    {
      config: { access, owner },
      preHandler: gate,
      schema: { params: IdParamsSchema, body: EmptyBodySchema, response: { 200: ApiKeySchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = app.clock();
      const revoked = await repo.revokeApiKey(app.db, userId, request.params.id, now);
      if (revoked) {
        request.log.info({ apiKeyId: revoked.id }, "api key revoked");
        return repo.toApiKey(revoked, now);
      }
      // Revoking twice changes nothing; someone else's key is a 404.
      const existing = await repo.findApiKey(app.db, userId, request.params.id);
      if (!existing) throw new NotFoundError(ApiKeyMessages.notFound);
      return repo.toApiKey(existing, now);
    },
  );

  app.delete(
    "/api/api-keys/:id",
    { config: { access, owner }, preHandler: gate, schema: { params: IdParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      if (!(await repo.deleteApiKey(app.db, currentUser(request).id, request.params.id))) throw new NotFoundError(ApiKeyMessages.notFound);
      request.log.info({ apiKeyId: request.params.id }, "api key deleted");
      return { ok: true as const };
    },
  );

  /** The docs object of 002 §3 for the /api-docs screen (any signed-in user; the screen gates the rest). */
  app.get(
    "/api/docs",
    { config: { access: "user" }, preHandler: requireUser, schema: { response: { 200: ApiDocsSchema } } },
    async (request) => {
      const status = await planStatusOf(request);
      const origin = app.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
      return apiDocsOf(app.swagger() as unknown as OpenApiDocument, origin, status.subscriptionPlan, requestLanguage(request));
    },
  );

  /** The OpenAPI 3.1 document of /api/v1, for code generators and API clients (public: it holds no data). */
  app.get(
    OPENAPI_PATH,
    { config: { access: "public" }, schema: { response: { 200: z.looseObject({ openapi: z.string() }) } } },
    async () => app.swagger() as unknown as { openapi: string },
  );
};
