/**
 * HAProxy (Debian's `haproxy` package) in front of Mandor instances on loopback, as the
 * scaling guide sets it up, with fast health checks so a test sees a dead instance taken out
 * within half a second. Its stats page (CSV) tells each instance's state.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { skipLoudly } from "../../helpers/loud-skip";
import { freePort } from "../../helpers/server-process";

/** Milliseconds between two health checks of an instance, and failed checks to take it out. */
export const CHECK_INTER_MS = 200;
export const CHECK_FALL = 2;

/** Whether the `haproxy` binary runs here; says so loudly (or fails, under CI) when it does not. */
export function haproxyAvailable(suite: string): boolean {
  const version = spawnSync("haproxy", ["-v"], { encoding: "utf8" });
  if (version.status === 0) return true;
  skipLoudly(suite, "Install HAProxy (apt-get install -y haproxy).");
  return false;
}

/**
 * Every request is logged (to HAProxy's stdout) and goes on a connection of its own
 * (`httpclose`): a request an instance took and never answered is then logged as such, 502
 * with no answer time, and its client gets that 502. On a kept-alive client connection HAProxy
 * instead closes the client's connection unlogged, so a browser sends the request again: right
 * for browsers (the scaling guide keeps the client's connection open), but it leaves nothing to
 * count the failures by.
 *
 * Retries: a connection refused or reset before the request went out (`conn-failure`) is sent
 * again, to another instance (`redispatch 1`: at every retry). An empty answer is retried only
 * for GET and HEAD: a POST whose instance died before answering may have been committed, and
 * sending it again would make a second write of one request.
 */
export function haproxyConfig(port: number, statsPort: number, servers: Record<string, string>) {
  const lines = Object.entries(servers).map(
    ([name, url]) => `    server ${name} ${new URL(url).host} check`,
  );
  return `global
    maxconn 512
    log stdout format raw local0 info

defaults
    mode http
    log global
    option httplog
    option httpclose
    timeout connect 1s
    timeout client 30s
    timeout server 30s
    timeout check 1s
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response

frontend mandor
    bind 127.0.0.1:${port}
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /api/health
    http-check expect status 200
    http-request disable-l7-retry if !METH_GET !METH_HEAD
    default-server inter ${CHECK_INTER_MS}ms fall ${CHECK_FALL} rise 1
${lines.join("\n")}

listen stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /stats
`;
}

export interface ServerState {
  /** HAProxy's word: UP, DOWN, "UP 1/2" while going down… */
  status: string;
  /** Requests (sessions) it holds now, and was given so far. */
  current: number;
  total: number;
}

export interface Balancer {
  url: string;
  /** Each instance's state in the backend, by name. */
  states(): Promise<Record<string, ServerState>>;
  /** Requests HAProxy gave `server` that it never answered, by HAProxy's log. */
  unanswered(server: string): number;
  output(): string;
  close(): Promise<void>;
}

/** Starts HAProxy over `servers` (name → URL) and waits until it sends to every one. */
export async function startHaproxy(
  directory: string,
  servers: Record<string, string>,
  timeoutMs = 20_000,
): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const file = join(directory, "haproxy.cfg");
  writeFileSync(file, haproxyConfig(port, statsPort, servers));
  const child: ChildProcess = spawn("haproxy", ["-f", file, "-db"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });

  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [head = "", ...rows] = csv.trim().split("\n");
    const columns = head.replace(/^# /, "").split(",");
    const at = (name: string) => columns.indexOf(name);
    const found: Record<string, ServerState> = {};
    for (const row of rows) {
      const cells = row.split(",");
      const name = cells[at("svname")] ?? "";
      if (cells[at("pxname")] !== "instances" || !(name in servers)) continue;
      found[name] = {
        status: cells[at("status")] ?? "",
        current: Number(cells[at("scur")]),
        total: Number(cells[at("stot")]),
      };
    }
    return found;
  };

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    states,
    unanswered: (server) => unansweredIn(output, server),
    output: () => output,
    async close() {
      if (alive) child.kill("SIGTERM");
      await exited;
    },
  };
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (!alive) throw new Error(`haproxy exited before serving:\n${output}`);
    const up = await states().then(
      (found) => Object.keys(servers).every((name) => found[name]?.status === "UP"),
      () => false,
    );
    if (up) return balancer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await balancer.close();
  throw new Error(`haproxy did not send to every instance within ${timeoutMs} ms:\n${output}`);
}

/**
 * An HTTP log line names `backend/server`, then the timers, whose fourth (the server's answer
 * time) is -1 when no answer came, then the status: 502 when HAProxy answered for the server.
 */
function unansweredIn(log: string, server: string): number {
  const request = new RegExp(` instances/${server} \\d+/\\d+/\\d+/-1/\\d+ 502 `);
  return log.split("\n").filter((line) => request.test(line)).length;
}
