/**
 * Drives the mixed load: each virtual client, signed in, loops over its role's mix
 * (mixed-actions.ts), sending its next request as soon as its last one is answered (a closed
 * loop with no think time: `clients` requests are in flight all the time), until the time is
 * up (or, in the test, for a number of actions). Figures: requests per second, p50/p95/p99 per
 * kind and overall, the lists by screen, every answer that is not 2xx counted by status with
 * the first few of each kept (method, path, body) for the report, and the machine's load
 * average (it is shared) before and after.
 */
import type { Agent } from "node:http";
import { loadavg } from "node:os";
import { Random } from "../../src/server/seed/random";
import { percentile } from "./bench-server";
import {
  actionsOf,
  type Call,
  KINDS,
  type Kind,
  type VirtualUser,
  virtualUserOf,
} from "./mixed-actions";
import type { MixedData } from "./mixed-data";
import { keepAliveAgent, type TimedAnswer, timedRequest } from "./timed-request";

const MIX_SEED = 18_006;
/** Failed answers kept per status. */
const KEPT_FAILURES = 5;

interface Sample {
  kind: Kind;
  screen: string;
  status: number;
  ms: number;
}

/** A signed-in client and what it has seen and made, kept from one run to the next. */
export interface SignedIn {
  headers: Record<string, string>;
  user: VirtualUser;
}

/**
 * Every client's headers: the demo accounts sign in through `POST /api/login` (the real route,
 * password checked), the others already hold a session row's token.
 */
export async function signInAll(baseUrl: string, data: MixedData): Promise<SignedIn[]> {
  const agent = keepAliveAgent(4);
  try {
    const signedIn: SignedIn[] = [];
    for (const [index, client] of data.clients.entries()) {
      let token = client.token;
      if (client.password !== undefined) {
        const answer = await timedRequest(agent, `${baseUrl}/api/login`, {
          method: "POST",
          body: { username: client.username, password: client.password },
          keepBody: true,
        });
        if (answer.status !== 200) {
          throw new Error(`login of ${client.username}: ${answer.status} ${answer.body}`);
        }
        token = (JSON.parse(answer.body) as { token: string }).token;
      }
      signedIn.push({
        headers: { authorization: `Bearer ${token}`, "content-language": "id" },
        user: virtualUserOf(client, data, index, new Random(MIX_SEED * 1000 + index)),
      });
    }
    return signedIn;
  } finally {
    agent.destroy();
  }
}

/** How long each client goes on: for a time, or for a number of its actions. */
export type Length = { seconds: number } | { actions: number };

/** The first `count` clients for `length`. */
export async function runMixed(
  baseUrl: string,
  signedIn: SignedIn[],
  { count, only, ...length }: { count: number; only?: Kind } & Length,
) {
  const clients = signedIn.slice(0, count);
  const agent = keepAliveAgent(clients.length);
  try {
    const started = performance.now();
    const loadAtStart = loadavg()[0] ?? 0;
    const { samples, failures, errors } = await drive(agent, baseUrl, clients, length, only);
    return {
      ...summarise(samples, failures, errors, (performance.now() - started) / 1000, clients),
      loadAverage1m: { atStart: round(loadAtStart), atEnd: round(loadavg()[0] ?? 0) },
    };
  } finally {
    agent.destroy();
  }
}

async function drive(
  agent: Agent,
  baseUrl: string,
  clients: SignedIn[],
  length: Length,
  only: Kind | undefined,
) {
  const until = "seconds" in length ? performance.now() + length.seconds * 1000 : 0;
  const goesOn = (done: number) =>
    "seconds" in length ? performance.now() < until : done < length.actions;
  const samples: Sample[] = [];
  const failures = new Map<number, { count: number; kept: string[] }>();
  const errors: string[] = [];
  await Promise.all(
    clients.map(async ({ headers, user }) => {
      const { client } = user;
      const actions = actionsOf(client, only);
      // A role allowed nothing of the one kind asked sits the run out.
      if (actions.length === 0) return;
      const send = async (call: Call): Promise<TimedAnswer> => {
        const answer = await timedRequest(agent, `${baseUrl}${call.path}`, {
          method: call.method ?? "GET",
          headers,
          body: call.body,
          keepBody: call.keepBody ?? false,
        });
        samples.push({
          kind: call.kind,
          screen: call.screen,
          status: answer.status,
          ms: answer.ms,
        });
        if (answer.status < 200 || answer.status >= 300) {
          const failure = failures.get(answer.status) ?? { count: 0, kept: [] };
          failure.count += 1;
          if (failure.kept.length < KEPT_FAILURES) {
            failure.kept.push(
              `${client.role} ${call.method ?? "GET"} ${call.path}${call.body ? ` ${JSON.stringify(call.body)}` : ""} → ${answer.body}`,
            );
          }
          failures.set(answer.status, failure);
        }
        return answer;
      };
      for (let done = 0; goesOn(done); done += 1) {
        try {
          await user.rng.weighted(actions)(user, send);
        } catch (error) {
          // A refused connection or a reset: counted, and the client goes on.
          errors.push(`${client.role}: ${(error as Error).message}`);
        }
      }
    }),
  );
  return { samples, failures, errors };
}

const round = (value: number) => Math.round(value * 10) / 10;

function latencies(samples: readonly Sample[]) {
  const ms = samples.map((sample) => sample.ms);
  return {
    requests: samples.length,
    p50Ms: round(percentile(ms, 0.5)),
    p95Ms: round(percentile(ms, 0.95)),
    p99Ms: round(percentile(ms, 0.99)),
  };
}

function summarise(
  samples: Sample[],
  failures: Map<number, { count: number; kept: string[] }>,
  errors: string[],
  seconds: number,
  clients: SignedIn[],
) {
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [kind, samples.filter((sample) => sample.kind === kind)] as const)
      .filter(([, of]) => of.length > 0)
      .map(([kind, of]) => [kind, latencies(of)]),
  );
  const lists = samples.filter((sample) => sample.kind === "list");
  const screens = [...new Set(lists.map((sample) => sample.screen))].sort();
  const roles: Record<string, number> = {};
  for (const { user } of clients) {
    roles[user.client.role] = (roles[user.client.role] ?? 0) + 1;
  }
  return {
    clients: clients.length,
    roles,
    seconds: round(seconds),
    requestsPerSecond: round(samples.length / seconds),
    overall: latencies(samples),
    kinds: byKind,
    listsByScreen: Object.fromEntries(
      screens.map((screen) => [
        screen,
        latencies(lists.filter((sample) => sample.screen === screen)),
      ]),
    ),
    non2xx: Object.fromEntries([...failures].map(([status, { count }]) => [status, count])),
    failures: Object.fromEntries([...failures].map(([status, { kept }]) => [status, kept])),
    errors: errors.length,
    errorSamples: errors.slice(0, KEPT_FAILURES),
  };
}
