import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";

/**
 * The vision half of the OpenAI-compatible provider (ai.provider.ts), used by the photo analyzer: the
 * model (AI_BASE_URL) looks at the photo and proposes foods and grams. Only names and amounts are taken from the model; the numbers are
 * computed from the food database. Any failure returns null and the offline detector answers instead.
 */
export interface VisionConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ProposedFood {
  name: string;
  grams: number;
  confidence: number;
}

const ProposalSchema = z.object({
  foods: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(100),
        grams: z.coerce.number().positive().max(3000),
        confidence: z.coerce.number().min(0).max(1).optional(),
      }),
    )
    .max(15),
});

const CompletionSchema = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

export async function proposeFoodsFromPhoto(config: VisionConfig, jpeg: Buffer, log: FastifyBaseLogger): Promise<ProposedFood[] | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          {
            role: "system",
            content:
              'You identify foods in meal photos. Reply only with JSON {"foods":[{"name": string, "grams": number, "confidence": number}]}: ' +
              "each distinct food in English using a plain food-database name (e.g. 'white rice', 'grilled chicken breast'), the estimated edible grams, and your confidence 0..1. " +
              'If there is no food, reply {"foods":[]}. Do not give calories or nutrients.',
          },
          {
            role: "user",
            content: [
              { type: "text", text: "What foods are in this photo, and how many grams of each?" },
              { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}` } },
            ],
          },
        ],
      }),
      signal: controller.signal,
    });
    if (!res.ok) throw new Error(`vision model answered ${res.status}`);
    const completion = CompletionSchema.parse(await res.json());
    const parsed = ProposalSchema.parse(JSON.parse(completion.choices[0]!.message.content ?? ""));
    return parsed.foods.map((f) => ({ name: f.name, grams: Math.round(f.grams), confidence: f.confidence ?? 0.7 }));
  } catch (err) {
    log.warn({ err }, "vision model unavailable or invalid; using the offline detector");
    return null;
  } finally {
    clearTimeout(timer);
  }
}
