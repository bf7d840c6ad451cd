/**
 * Read-your-writes: every write by a signed-in user marks them as a recent writer before its
 * answer leaves (onSend), so the read their screen makes next is already sent to the primary.
 */
import type { FastifyInstance } from "fastify";
import type { ReadRouter } from "./read-router";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function markWrites(app: FastifyInstance, reads: ReadRouter): void {
  app.addHook("onSend", async (request, reply, payload) => {
    // A refused request (4xx) changed nothing; a 5xx may come after its commit.
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (READS.has(request.method) || !request.user || refused) return payload;
    await reads
      .wrote(request.user.id)
      .catch((error: Error) => request.log.warn(`read-your-writes mark lost: ${error.message}`));
    return payload;
  });
}
