/**
 * One HTTP request as a load bench's client sends it: over a shared keep-alive agent (one
 * socket per client in flight, as a browser keeps its connection), timed from the call to the
 * answer's last byte. The body is kept only when asked for; an export's megabytes are
 * counted and dropped.
 */
import { Agent, request } from "node:http";

export interface TimedAnswer {
  status: number;
  ms: number;
  /** The answer's text, when `keepBody`, or the first bytes of an answer that is not 2xx. */
  body: string;
  bytes: number;
}

/** Bytes of a failed answer kept for the report. */
const ERROR_EXCERPT = 600;

export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export function timedRequest(
  agent: Agent,
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    keepBody = false,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; keepBody?: boolean },
): Promise<TimedAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method,
        agent,
        headers: payload
          ? {
              ...headers,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
            }
          : headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        const keep = keepBody || status < 200 || status >= 300;
        const chunks: Buffer[] = [];
        let bytes = 0;
        answer.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        answer.on("error", reject);
        answer.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status,
            ms: performance.now() - started,
            body: keepBody ? text : text.slice(0, ERROR_EXCERPT),
            bytes,
          });
        });
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}
