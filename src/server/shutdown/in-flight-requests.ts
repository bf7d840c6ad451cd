/**
 * The requests an HTTP server is answering right now, kept so that a stop which overruns its
 * deadline can name what held it up.
 */
import type { Server } from "node:http";

export interface InFlightRequest {
  method: string;
  /** The path without its query, which may carry a signed file link. */
  path: string;
  startedAt: number;
}

export function trackInFlightRequests(server: Server): () => InFlightRequest[] {
  const open = new Set<InFlightRequest>();
  server.on("request", (request, response) => {
    const entry = {
      method: request.method ?? "?",
      path: (request.url ?? "").split("?")[0] ?? "",
      startedAt: Date.now(),
    };
    open.add(entry);
    response.on("close", () => open.delete(entry));
  });
  return () => [...open];
}
