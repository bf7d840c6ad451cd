/**
 * Reads a server-sent event stream in a test: `next(match)` waits for the next frame containing
 * `match`, `ended()` for the server to close the stream, `cancel()` closes it from this side.
 */
export function eventReader(body: ReadableStream<Uint8Array>, defaultTimeoutMs = 8_000) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(match: string, timeoutMs = defaultTimeoutMs): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes(match)) return frame;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no frame with ${match} within ${timeoutMs} ms`);
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no frame with ${match}`)), left);
          }),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error("stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    async ended(timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const chunk = await reader.read();
        if (chunk.done) return true;
      }
      return false;
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
