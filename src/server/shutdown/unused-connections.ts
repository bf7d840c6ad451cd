/**
 * Closes, once the server starts closing, the connections that are not carrying a request:
 * Node's `server.close()` waits for every open connection, and its own idle sweep passes over
 * one that has never sent a request (a browser's pre-opened socket, a load balancer's probe),
 * so a single such socket held a stop until the shutdown deadline and its exit code 1. A
 * connection answering a request keeps it: it is closed when its last response has gone out.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";

export function closeUnusedConnectionsOnClose(server: Server): () => void {
  /** Each open connection and the requests it is answering. */
  const open = new Map<Socket, number>();
  let closing = false;
  const release = (socket: Socket) => {
    // Ended rather than destroyed: a response's last bytes may still be on their way.
    if (closing && open.get(socket) === 0) socket.end();
  };
  server.on("connection", (socket: Socket) => {
    open.set(socket, 0);
    socket.on("close", () => open.delete(socket));
    release(socket);
  });
  server.on("request", (request, response) => {
    const socket = request.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    response.on("close", () => {
      if (!open.has(socket)) return;
      open.set(socket, (open.get(socket) ?? 1) - 1);
      release(socket);
    });
  });
  return () => {
    closing = true;
    for (const socket of open.keys()) release(socket);
  };
}
