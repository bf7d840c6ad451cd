/**
 * Sends one of the matrix's requests in process (`app.inject`), a file as the browser would
 * (multipart, field `file`), and runs many of them a few at a time: the cells are
 * independent, and in-process calls waiting on the database overlap well.
 */
import type { FastifyInstance } from "fastify";
import type { Headers } from "./callers";
import { errorCode } from "./outcomes";
import type { Sample } from "./route-classes";
import type { Multipart } from "./screen-cells";

export interface Answer {
  status: number;
  code: string | undefined;
  body: string;
  headers: Record<string, unknown>;
}

const BOUNDARY = "matrixboundary7f3a";

export async function send(
  app: FastifyInstance,
  request: Sample & { body?: Multipart },
  headers: Headers,
): Promise<Answer> {
  const file = request.body;
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: file
      ? { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` }
      : headers,
    ...(file ? { payload: multipart(file) } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
  });
  const body = response.body;
  return { status: response.statusCode, code: errorCode(body), body, headers: response.headers };
}

function multipart(file: Multipart): string {
  return [
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="file"; filename="${file.fileName}"`,
    `Content-Type: ${file.contentType}`,
    "",
    file.content,
    `--${BOUNDARY}--`,
    "",
  ].join("\r\n");
}

/** `work` over `items`, `width` at a time, answers in the items' order. */
export async function inChunks<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}
