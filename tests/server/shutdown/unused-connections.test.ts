/**
 * A stop is not held up by a connection that carries no request (the hang this guards against:
 * `app.close()` waited for a socket that never sent one, past any deadline), while a request in
 * flight on another connection is still answered in full before its connection closes.
 */
import { once } from "node:events";
import { type AddressInfo, connect } from "node:net";
import Fastify from "fastify";
import { expect, it } from "vitest";
import { closeUnusedConnectionsOnClose } from "../../../src/server/shutdown/unused-connections";

it("closes a connection without a request at once and lets a request in flight finish", async () => {
  const app = Fastify();
  const closeUnused = closeUnusedConnectionsOnClose(app.server);
  app.addHook("preClose", async () => closeUnused());
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  app.get("/slow", async () => {
    await answered;
    return { done: "x".repeat(200_000) };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;

  const unused = connect(port, "127.0.0.1");
  await once(unused, "connect");
  const unusedClosed = once(unused, "close");
  const slow = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.json());
  await new Promise((resolve) => setTimeout(resolve, 200));

  const closed = app.close();
  await unusedClosed;
  answer();
  expect((await slow).done).toHaveLength(200_000);
  await closed;
});
