import {
  CHAT_TYPES,
  ChatAllowanceSchema,
  ChatMessageSchema,
  ChatReplySchema,
  GoalRecommendationSchema,
  MealEntrySchema,
  MealSuggestionSchema,
  OkSchema,
  PreferencesSchema,
  type ChatMessage,
  type ChatReply,
  type ChatType,
  type GoalRecommendation,
  type LogSuggestionInput,
  type MealSuggestion,
  type Preferences,
  type PreferencesInput,
} from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, ApiError } from "../../lib/api.ts";

/** The meal type filter of the suggestions panel (001 §9). */
export const SUGGESTION_FILTERS = ["all", "breakfast", "lunch", "dinner", "snack"] as const;
export type SuggestionFilter = (typeof SUGGESTION_FILTERS)[number];

export const aiKeys = {
  all: ["ai"] as const,
  /** A conversation as shown: per signed-in user (or the visitor) and chat type. */
  chat: (owner: number | "guest", chatType: ChatType) => ["ai", "chat", owner, chatType] as const,
  allSuggestions: ["ai", "suggestions"] as const,
  suggestions: (filter: SuggestionFilter) => ["ai", "suggestions", filter] as const,
  goalRecommendations: ["ai", "goal-recommendations"] as const,
  preferences: ["ai", "preferences"] as const,
};

/** What the chat shows: the messages, and for a visitor how many free questions are left. */
export interface ChatState {
  messages: ChatMessage[];
  /** Free questions left for a visitor, from the last reply; undefined before the first one. */
  remaining?: number;
  /** The server answered 429: the visitor's free questions are used up. */
  usedUp?: boolean;
}

const EMPTY_CHAT: ChatState = { messages: [] };
const ChatHistorySchema = z.array(ChatMessageSchema);

/**
 * A visitor's conversation starts empty, with the free questions left as the server counts them (so a
 * reload, or another visitor's questions from the same address, never make the counter wrong). Without an
 * answer the counter waits for the first reply.
 */
async function guestChat(signal: AbortSignal): Promise<ChatState> {
  try {
    const { remainingQueries } = await api.get("/api/ai-chat/allowance", ChatAllowanceSchema, signal);
    return { messages: [], remaining: remainingQueries, ...(remainingQueries === 0 ? { usedUp: true } : {}) };
  } catch {
    return EMPTY_CHAT;
  }
}

/**
 * The conversation: for a signed-in user their kept history of this chat type, for a visitor an empty
 * one kept only in this page's cache. Sending appends to the same cache entry, so switching tabs keeps it.
 */
export function useChat(owner: number | "guest", chatType: ChatType, enabled = true) {
  return useQuery({
    queryKey: aiKeys.chat(owner, chatType),
    queryFn: async ({ signal }): Promise<ChatState> =>
      owner === "guest"
        ? guestChat(signal)
        : { messages: await api.get(`/api/ai-chat/history?chatType=${chatType}`, ChatHistorySchema, signal) },
    enabled,
  });
}

export interface SendChatInput {
  query: string;
  language: "en" | "it";
  /** When the question was asked: its time in the conversation. */
  askedAt: string;
}

/** The bot's own lines when the server gives no answer, in the user's language. */
export interface ChatFallbacks {
  usedUp: string;
  failed: string;
}

const asked = (input: SendChatInput): ChatMessage => ({ type: "user", content: input.query, timestamp: input.askedAt });
const bot = (content: string): ChatMessage => ({ type: "bot", content, timestamp: new Date().toISOString() });

/** The time of a question as it is asked. */
export const askedNow = (): string => new Date().toISOString();

/**
 * Asks the assistant. The question and the answer are appended to the conversation; when the free
 * questions are used up (429) or the call fails, the question and a bot message saying so.
 */
export function useSendChat(owner: number | "guest", chatType: ChatType, fallbacks: ChatFallbacks) {
  const queryClient = useQueryClient();
  const append = (update: (state: ChatState) => ChatState) =>
    queryClient.setQueryData<ChatState>(aiKeys.chat(owner, chatType), (state) => update(state ?? EMPTY_CHAT));
  return useMutation({
    mutationFn: ({ query, language }: SendChatInput): Promise<ChatReply> =>
      api.post("/api/ai-chat", { userId: owner === "guest" ? 0 : owner, query, chatType, language }, ChatReplySchema),
    onSuccess: (reply, input) => {
      append((state) => ({
        ...state,
        remaining: reply.remainingQueries ?? state.remaining,
        messages: [...state.messages, asked(input), { type: "bot", content: reply.answer, timestamp: reply.timestamp }],
      }));
      // A visitor's free questions are shared by both chats: the other one's counter follows.
      if (owner === "guest" && reply.remainingQueries !== undefined)
        for (const other of CHAT_TYPES.filter((type) => type !== chatType))
          queryClient.setQueryData<ChatState>(
            aiKeys.chat(owner, other),
            (state) => state && { ...state, remaining: reply.remainingQueries },
          );
    },
    onError: (error, input) =>
      append((state) =>
        isQuotaExceeded(error)
          ? { ...state, usedUp: true, remaining: 0, messages: [...state.messages, asked(input), bot(fallbacks.usedUp)] }
          : { ...state, messages: [...state.messages, asked(input), bot(fallbacks.failed)] },
      ),
  });
}

/** True when the server refused a question because the free ones are used up (HTTP 429). */
export const isQuotaExceeded = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

const SuggestionsSchema = z.object({ suggestions: z.array(MealSuggestionSchema) });

const suggestionsPath = (filter: SuggestionFilter) => `/api/recommendations/meals${filter === "all" ? "" : `?mealType=${filter}`}`;

/** The signed-in user's meal suggestions for a filter; retried twice (000 §9). */
export function useMealSuggestions(filter: SuggestionFilter, enabled: boolean) {
  return useQuery({
    queryKey: aiKeys.suggestions(filter),
    queryFn: async ({ signal }) => (await api.get(suggestionsPath(filter), SuggestionsSchema, signal)).suggestions,
    enabled,
    retry: 2,
  });
}

/** Raised when a generation answers an empty list: the generation counts as failed (000 §4). */
export class EmptyGenerationError extends Error {
  override readonly name = "EmptyGenerationError";
}

/**
 * 'Generate New': a new set of suggestions for the filter, which replaces the cached ones; `shown` names the
 * recipes of the cards on screen, which the new set never repeats. A POST: on the Free
 * plan it uses one of the week's suggestions, so a page (or a link from another site) cannot spend it by a GET.
 */
export function useGenerateSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ filter, shown = [] }: { filter: SuggestionFilter; shown?: number[] }): Promise<MealSuggestion[]> => {
      const body = { ...(filter === "all" ? {} : { mealType: filter }), ...(shown.length ? { shown: shown.slice(0, 20) } : {}) };
      const { suggestions } = await api.post("/api/recommendations/meals", body, SuggestionsSchema);
      if (suggestions.length === 0) throw new EmptyGenerationError("No suggestions received from the API");
      return suggestions;
    },
    onSuccess: (suggestions, { filter }) => queryClient.setQueryData(aiKeys.suggestions(filter), suggestions),
  });
}

export interface MealFeedback {
  suggestion: MealSuggestion;
  rating: 5 | 1;
}

/** Like (5) or dislike (1) a suggestion; the server learns from it. */
export function useMealFeedback(userId: number) {
  return useMutation({
    mutationFn: ({ suggestion, rating }: MealFeedback) =>
      api.post(
        "/api/meal-feedback",
        { userId, mealName: suggestion.name, mealDescription: suggestion.description, rating, mealData: suggestion },
        OkSchema,
      ),
  });
}

/**
 * A suggestion's 'Add Meal': the server logs the dish as today's meal of its foods (the recipe's ingredients at
 * the suggested servings, and the side). The diary's lists (the meals feature's keys) are loaded again.
 */
export function useLogSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogSuggestionInput) => api.post("/api/recommendations/meals/log", input, MealEntrySchema),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["recent-meals"] }), queryClient.invalidateQueries({ queryKey: ["meals"] })]),
  });
}

const RecommendationsSchema = z.object({ recommendations: z.array(GoalRecommendationSchema) });

/** The goal recommendations from the profile; retried once (000 §9). A 404 means there is no profile. */
export function useGoalRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: aiKeys.goalRecommendations,
    queryFn: async ({ signal }) => (await api.get("/api/recommendations/nutrition-goals", RecommendationsSchema, signal)).recommendations,
    enabled,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
}

export class EmptyRecommendationsError extends Error {
  override readonly name = "EmptyRecommendationsError";
}

export function useGenerateGoalRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<GoalRecommendation[]> => {
      const { recommendations } = await api.get(
        `/api/recommendations/nutrition-goals?forceNew=true&timestamp=${Date.now()}`,
        RecommendationsSchema,
      );
      if (recommendations.length === 0) throw new EmptyRecommendationsError("No recommendations received from API");
      return recommendations;
    },
    onSuccess: (recommendations) => queryClient.setQueryData(aiKeys.goalRecommendations, recommendations),
    // After a failure the list is fetched again (001 §4).
    onError: () => void queryClient.invalidateQueries({ queryKey: aiKeys.goalRecommendations }),
  });
}

/** The food preferences; kept 5 minutes (002 §7). */
export function usePreferences(enabled = true) {
  return useQuery({
    queryKey: aiKeys.preferences,
    queryFn: ({ signal }) => api.get("/api/preferences", PreferencesSchema, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput): Promise<Preferences> => api.put("/api/preferences", input, PreferencesSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(aiKeys.preferences, saved);
      // New preferences change what is suggested.
      void queryClient.invalidateQueries({ queryKey: aiKeys.allSuggestions });
    },
  });
}
