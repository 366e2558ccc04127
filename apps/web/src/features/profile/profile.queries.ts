import { ApiErrorSchema, UserProfileSchema, type ProfileInput, type UserProfile } from "@app/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../../lib/api.ts";
import { browserTimeZone } from "../../lib/format.ts";

export const profileKeys = {
  mine: ["profile", "mine"] as const,
  demo: ["profile", "demo"] as const,
};

/** The user's profile; null when there is none yet (the server answers 404, docs/product/tracking.md#messages). */
async function fetchProfile(path: string, signal: AbortSignal): Promise<UserProfile | null> {
  try {
    return await api.get(path, UserProfileSchema, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The signed-in user's profile, or the demo profile for a visitor. */
export function useProfile({ demo, enabled = true }: { demo: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: demo ? profileKeys.demo : profileKeys.mine,
    queryFn: ({ signal }) => fetchProfile(demo ? "/api/demo/user-profile" : "/api/user-profile", signal),
    enabled,
  });
}

/** Creates the profile (POST) or updates the existing one (PATCH /api/user-profile/{userId}). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existing }: { input: ProfileInput; existing: UserProfile | null }) =>
      existing
        ? api.patch(`/api/user-profile/${existing.userId}`, input, UserProfileSchema)
        : api.post("/api/user-profile", input, UserProfileSchema),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine, profile),
  });
}

export type ExportFormat = "json" | "csv";

/** The file name the server gave in Content-Disposition, or a dated default. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ""));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  return plain?.trim() || fallback;
}

/**
 * Downloads the user's data (JSON: everything; CSV: the meals) as the file the server names (docs/product/tracking.md#server-calls).
 * Resolves to the file name. The download goes through a temporary object URL, so the session cookie is sent.
 */
async function downloadExport(format: ExportFormat): Promise<string> {
  const response = await fetch(`/api/export-data?format=${format}`, {
    credentials: "same-origin",
    headers: { Accept: format === "csv" ? "text/csv" : "application/json", "X-Time-Zone": browserTimeZone() },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = ApiErrorSchema.safeParse(body);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.error : `HTTP_${response.status}`,
      parsed.success ? parsed.data.message : response.statusText,
    );
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get("Content-Disposition"), `nutripilot-export.${format}`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useExportData() {
  return useMutation({ mutationFn: downloadExport });
}
