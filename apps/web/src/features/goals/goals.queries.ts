import { NutritionGoalSchema, OkSchema, type GoalInput, type NutritionGoal, type UpdateGoalInput } from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, ApiError } from "../../lib/api.ts";

export const goalKeys = {
  all: ["goals"] as const,
  list: ["goals", "list"] as const,
  active: ["goals", "active"] as const,
  demoList: ["goals", "demo", "list"] as const,
  demoActive: ["goals", "demo", "active"] as const,
};

const GoalListSchema = z.array(NutritionGoalSchema);

/** The active goal; null when there is none (the server answers 404, docs/product/tracking.md#server-calls). */
async function fetchActiveGoal(path: string, signal: AbortSignal): Promise<NutritionGoal | null> {
  try {
    return await api.get(path, NutritionGoalSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The active goal of the user, or the demo goal for a visitor. */
export function useActiveGoal({ demo, enabled = true }: { demo: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: demo ? goalKeys.demoActive : goalKeys.active,
    queryFn: ({ signal }) => fetchActiveGoal(demo ? "/api/demo/nutrition-goals/active" : "/api/nutrition-goals/active", signal),
    enabled,
  });
}

/** Every goal of the user (the history), or the demo goals for a visitor. */
export function useGoals({ demo, enabled = true }: { demo: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: demo ? goalKeys.demoList : goalKeys.list,
    queryFn: ({ signal }) => api.get(demo ? "/api/demo/nutrition-goals" : "/api/nutrition-goals", GoalListSchema, signal),
    enabled,
  });
}

/** A goal that is already gone (deleted in another tab): the goals shown are out of date, so they are loaded again. */
const refreshWhenGone = (invalidate: () => unknown) => (error: Error) => {
  if (error instanceof ApiError && error.status === 404) void invalidate();
};

function useInvalidateGoals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: goalKeys.all, predicate: (query) => query.queryKey[1] !== "demo" });
}

export function useCreateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (input: GoalInput) => api.post("/api/nutrition-goals", input, NutritionGoalSchema),
    onSuccess: invalidate,
  });
}

export function useUpdateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateGoalInput }) =>
      api.patch(`/api/nutrition-goals/${id}`, input, NutritionGoalSchema),
    onSuccess: invalidate,
    onError: refreshWhenGone(invalidate),
  });
}

/** Makes a goal the active one; the server deactivates the others in the same transaction. */
export function useActivateGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (goal: NutritionGoal) => api.patch(`/api/nutrition-goals/${goal.id}`, { isActive: true }, NutritionGoalSchema),
    onSuccess: invalidate,
    onError: refreshWhenGone(invalidate),
  });
}

export function useDeleteGoal() {
  const invalidate = useInvalidateGoals();
  return useMutation({
    mutationFn: (goal: NutritionGoal) => api.delete(`/api/nutrition-goals/${goal.id}`, OkSchema),
    onSuccess: invalidate,
    onError: refreshWhenGone(invalidate),
  });
}
