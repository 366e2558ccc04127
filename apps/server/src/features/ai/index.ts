export { aiRoutes } from "./ai.routes.ts";
export { createAiSources } from "./ai.sources.ts";
export type { AiSources } from "./ai.service.ts";
export { findPreferences, listChatMessages, listFeedback } from "./ai.repository.ts";
export { createAiProvider, offlineProvider, type AiConfig, type AiProvider } from "./ai.provider.ts";
export type { ProposedFood } from "./ai.vision.ts";
export { defaultGoal } from "./ai.service.ts";
export { toSuggestionRecipe } from "./ai.sources.ts";
export { isAllowed, MEAL_SHARES, maxServings, servesAs, SERVINGS, type Catalogue, type RecipeForSuggestion } from "./suggestions.engine.ts";
