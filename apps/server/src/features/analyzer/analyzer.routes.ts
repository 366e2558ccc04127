import {
  ANALYZER_MAX_BASE64_CHARS,
  ANONYMOUS_ANALYSIS_LIMIT,
  AnalyzeFoodImageInputSchema,
  AnalyzeFoodImageResponseSchema,
  AnalysisAllowanceSchema,
  AnalyzerMessages,
  type FoodAnalysis,
  VISITOR_ADDRESS_DAILY_CEILING,
} from "@app/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { existingAnonymousId, requestLanguage, visitorKeys } from "../../lib/visitor.ts";
import { AppError } from "../../lib/errors.ts";
import { requireEntitlement } from "../billing/index.ts";
import { waitForFoodData } from "../foods/index.ts";
import {
  clearEvents,
  takeVisitorAllowance,
  visitorUsed,
  visitorAllowanceReached,
  type VisitorAllowance,
  type VisitorKeys,
} from "../throttle/index.ts";
import { checkImage, cleanImage, decodeImageBase64 } from "./analyzer.image.ts";
import { models, stopModelWorker } from "./analyzer.models.ts";
import { PerClientSlots, WorkPool } from "./analyzer.pool.ts";
import {
  analysisFromLabel,
  analyzeDescription,
  analyzeWithDetector,
  analyzeWithVision,
  readLabel,
  type AnalyzeContext,
} from "./analyzer.service.ts";

/**
 * One free analysis per anonymous visitor (cookie) for 30 days; at most VISITOR_ADDRESS_DAILY_CEILING a day
 * from one IP address, all its visitors together.
 */
export const ANONYMOUS_ANALYSIS_ALLOWANCE: VisitorAllowance = {
  perVisitor: { bucket: "food-analyzer-anonymous", max: ANONYMOUS_ANALYSIS_LIMIT, windowMs: 30 * 24 * 60 * 60 * 1000 },
  perAddress: { bucket: "food-analyzer-anonymous-address", max: VISITOR_ADDRESS_DAILY_CEILING, windowMs: 24 * 60 * 60 * 1000 },
};

/**
 * The trial reset page (/api/reset-trial): gives this visitor (their cookie) the free analysis back. The
 * address's daily ceiling is not reset, so resetting again and again gains at most that many analyses.
 */
export async function resetVisitorAnalysis(db: Db, request: FastifyRequest): Promise<void> {
  const id = existingAnonymousId(request);
  if (id && !request.user) await clearEvents(db, ANONYMOUS_ANALYSIS_ALLOWANCE.perVisitor.bucket, `anon:${id}`);
}

export interface AnalyzerOptions {
  /** Image analyses running at once (each holds one decoded image and runs OCR or the detector); default ANALYZER_CONCURRENCY. */
  concurrency?: number;
  /** Analyses waiting for a slot; beyond that the answer is 503 with Retry-After. Default ANALYZER_MAX_QUEUED. */
  maxQueued?: number;
}

const trialUsed = (retryAfterSeconds: number) =>
  new AppError(429, "TOO_MANY_REQUESTS", AnalyzerMessages.freeTrialUsed, undefined, { "retry-after": String(retryAfterSeconds) });

export function analyzerRoutes(options: AnalyzerOptions = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const pool = new WorkPool(options.concurrency ?? app.config.ANALYZER_CONCURRENCY, options.maxQueued ?? app.config.ANALYZER_MAX_QUEUED);
    const perClient = new PerClientSlots();
    // The model process is started on first use, stopped after ANALYZER_IDLE_RELEASE_MS without work and
    // with the server (a later job restarts it).
    models.idleReleaseMs = app.config.ANALYZER_IDLE_RELEASE_MS;
    app.addHook("onClose", stopModelWorker);
    // The visitor's free analysis as counted here (their cookie): the page says at once whether it is still there.
    app.get(
      "/api/analyze-food-image/allowance",
      { config: { access: "public" }, schema: { response: { 200: AnalysisAllowanceSchema } } },
      async (request) => {
        const id = existingAnonymousId(request);
        const window = ANONYMOUS_ANALYSIS_ALLOWANCE.perVisitor;
        const used = id ? Math.min(window.max, await visitorUsed(app.db, window, `anon:${id}`, app.clock())) : 0;
        return { freeAnalysisLimit: window.max, remainingFreeAnalyses: window.max - used };
      },
    );

    app.post(
      "/api/analyze-food-image",
      {
        config: { access: ["guest", "user"] },
        // Room for a 10 MB image in base64 plus a little, so an oversized image gets the clear 400 below.
        bodyLimit: ANALYZER_MAX_BASE64_CHARS + 2 * 1024 * 1024,
        schema: { body: AnalyzeFoodImageInputSchema, response: { 200: AnalyzeFoodImageResponseSchema } },
      },
      async (request, reply) => {
        const startedAt = performance.now();
        const { imageBase64, description, amountGrams } = request.body;
        const lang = requestLanguage(request, request.body.language);
        const hasImage = Boolean(imageBase64?.length) && !description;

        let anonymousKeys: VisitorKeys | null = null;
        if (!request.user) {
          anonymousKeys = visitorKeys(request, reply);
          const wait = await visitorAllowanceReached(app.db, ANONYMOUS_ANALYSIS_ALLOWANCE, anonymousKeys, app.clock());
          if (wait !== null) throw trialUsed(wait);
        } else {
          // Photo recognition is a premium feature; a typed description is basic meal analysis.
          if (hasImage) await requireEntitlement("photo-recognition")(request, reply);
        }
        // One image at a time per user or visitor, taken before the upload is even decoded.
        const release = imageBase64?.length
          ? perClient.take(request.user ? [`user:${request.user.id}`] : anonymousKeys ? [anonymousKeys.visitor, anonymousKeys.address] : [])
          : () => {};
        try {
          // The size is checked on the base64 text before anything is decoded.
          const bytes = imageBase64?.length ? decodeImageBase64(imageBase64) : null;
          await waitForFoodData(request);

          const ctx: AnalyzeContext = { db: app.db, log: request.log, lang, userId: request.user?.id, ai: app.ai };
          const consume = async () => {
            if (!anonymousKeys) return;
            const quota = await takeVisitorAllowance(app.db, ANONYMOUS_ANALYSIS_ALLOWANCE, anonymousKeys, app.clock());
            if (!quota.allowed) throw trialUsed(quota.retryAfterSeconds);
          };

          let analysis: FoodAnalysis;
          if (bytes) {
            // The header first (type, pixel limit): a refused image never waits in the queue.
            const checked = await checkImage(bytes);
            analysis = await pool.run(async () => {
              // Every image is validated and re-encoded without metadata before any other use.
              const image = await cleanImage(checked);
              await consume();
              if (description) return analyzeDescription(ctx, description, startedAt);
              const label = await readLabel(image);
              if (label) return analysisFromLabel(label, amountGrams, lang, startedAt);
              return (await analyzeWithVision(ctx, image, startedAt)) ?? analyzeWithDetector(ctx, image, startedAt);
            });
          } else {
            await consume();
            analysis = await analyzeDescription(ctx, description ?? "", startedAt);
          }
          request.log.info({ foundBy: analysis.foundBy, foods: analysis.foods.length, durationMs: analysis.durationMs }, "food analysis");
          return { success: true, analysis, error: null, ...(anonymousKeys ? { remainingFreeAnalyses: 0 } : {}) };
        } finally {
          release();
        }
      },
    );
  };
}
