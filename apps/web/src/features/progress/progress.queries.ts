import {
  EnergyEstimateSchema,
  OkSchema,
  ProgressSummarySchema,
  WeighInSchema,
  type UpdateWeighInInput,
  type WeighInInput,
} from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api.ts";

export const progressKeys = {
  all: ["progress"] as const,
  summary: (demo: boolean) => ["progress", "summary", demo] as const,
  weighIns: (demo: boolean) => ["progress", "weigh-ins", demo] as const,
  energy: ["progress", "energy"] as const,
};

/** Points, streaks, badges and history: the user's, or the demo's example for a visitor. */
export function useProgress({ demo }: { demo: boolean }) {
  return useQuery({
    queryKey: progressKeys.summary(demo),
    queryFn: ({ signal }) => api.get(demo ? "/api/demo/progress" : "/api/progress", ProgressSummarySchema, signal),
  });
}

export function useWeighIns({ demo }: { demo: boolean }) {
  return useQuery({
    queryKey: progressKeys.weighIns(demo),
    queryFn: ({ signal }) => api.get(demo ? "/api/demo/weigh-ins" : "/api/weigh-ins", z.array(WeighInSchema), signal),
  });
}

/** The adaptive energy estimate (Premium); only asked for when the plan includes it. */
export function useEnergyEstimate({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: progressKeys.energy,
    queryFn: ({ signal }) => api.get("/api/energy-estimate", EnergyEstimateSchema, signal),
    enabled,
  });
}

function useInvalidateWeight() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: progressKeys.weighIns(false) }),
      queryClient.invalidateQueries({ queryKey: progressKeys.energy }),
    ]);
}

export function useLogWeighIn() {
  const invalidate = useInvalidateWeight();
  return useMutation({ mutationFn: (input: WeighInInput) => api.post("/api/weigh-ins", input, WeighInSchema), onSuccess: invalidate });
}

export function useUpdateWeighIn() {
  const invalidate = useInvalidateWeight();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateWeighInInput }) => api.patch(`/api/weigh-ins/${id}`, input, WeighInSchema),
    onSuccess: invalidate,
  });
}

export function useDeleteWeighIn() {
  const invalidate = useInvalidateWeight();
  return useMutation({ mutationFn: (id: number) => api.delete(`/api/weigh-ins/${id}`, OkSchema), onSuccess: invalidate });
}
