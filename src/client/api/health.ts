/** `GET /api/health`: whether the server is up and which database answers it. */
import useSWR from "swr";
import { http } from "./http";

export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export type Health = {
  status: "ok";
  database: DatabaseKind;
  version: string;
};

export type HealthCheck = {
  health: Health;
  checkedAt: Date;
};

export function fetchHealth(): Promise<Health> {
  // No silent retries: the status card shows the failure and offers its own retry button.
  return http.get("health", { retry: 0 }).json<Health>();
}

export function useHealth() {
  return useSWR<HealthCheck>(
    "health",
    async () => ({ health: await fetchHealth(), checkedAt: new Date() }),
    { shouldRetryOnError: false },
  );
}
