/**
 * A storm of concurrent writes to the master skills screen (creates, and one update in ten of
 * a record made just before), cut short by a kill -9 once a given number were acknowledged.
 * Everything sent and acknowledged goes into the ledger the restarted database is held to.
 * The writes go to one server, or to a balancer in front of several of which one is killed.
 */
import { expect } from "vitest";
import { type Answer, signIn } from "./crash-server";
import type { Ledger } from "./write-ledger";

/** One write in ten updates a record made before the storm; the others create. */
const UPDATE_EVERY = 10;
/** Sockets the client keeps open: hundreds of writes reach the server at once. */
const MAX_SOCKETS = 500;

export interface StormOutcome {
  acknowledged: number;
  /** Writes whose connection broke before their answer: in flight when the server died. */
  unanswered: number;
  /** Answers other than 200, which a storm of valid writes should never get. */
  unexpected: Answer[];
  /** `performance.now()` just before the kill. */
  killedAt: number;
  /** When each unanswered call broke or each unexpected answer came (`performance.now()`). */
  failedAt: number[];
  /** Writes acknowledged after the kill (behind a balancer: by the instances left). */
  acknowledgedAfterKill: number;
}

const savedRecord = (answer: Answer) =>
  (answer.body as { data: { id: number; updated_at: string } }).data;

/**
 * `sockets`: the writes in flight at once (by default all of them, up to 500); `timeoutMs`:
 * a write whose connection stays silent that long counts as unanswered.
 */
export async function stormAndKill(
  target: { url: string },
  kill: () => Promise<void>,
  ledger: Ledger,
  {
    round,
    writes,
    killAt,
    sockets = Math.min(writes, MAX_SOCKETS),
    timeoutMs,
  }: { round: number; writes: number; killAt: number; sockets?: number; timeoutMs?: number },
): Promise<StormOutcome> {
  const api = await signIn(target, sockets, { timeoutMs });
  const targets = await Promise.all(
    Array.from({ length: Math.ceil(writes / UPDATE_EVERY) }, async (_, index) => {
      const code = `R${round}-T${index}`;
      const name = `Sasaran ${round}.${index}`;
      ledger.creates.set(code, { name });
      const answer = await api.call("POST", "/api/m-skills/create", { code, name });
      expect(answer.status).toBe(200);
      const { id, updated_at } = savedRecord(answer);
      ledger.creates.set(code, { name, id });
      return { id, updated_at, name };
    }),
  );

  const send = (index: number): Promise<Answer> => {
    const target = index % UPDATE_EVERY === 0 ? targets[index / UPDATE_EVERY] : undefined;
    if (target) {
      const update = { from: target.name, to: `Diubah ${round}.${index}`, acknowledged: false };
      ledger.updates.set(target.id, update);
      return api
        .call("PUT", "/api/m-skills/update", {
          id: target.id,
          updated_at: target.updated_at,
          name: update.to,
        })
        .then((answer) => {
          update.acknowledged = answer.status === 200;
          return answer;
        });
    }
    const code = `R${round}-W${index}`;
    const name = `Tulis ${round}.${index}`;
    ledger.creates.set(code, { name });
    return api.call("POST", "/api/m-skills/create", { code, name }).then((answer) => {
      if (answer.status === 200) ledger.creates.set(code, { name, id: savedRecord(answer).id });
      return answer;
    });
  };

  const outcome: StormOutcome = {
    acknowledged: 0,
    unanswered: 0,
    unexpected: [],
    killedAt: Number.POSITIVE_INFINITY,
    failedAt: [],
    acknowledgedAfterKill: 0,
  };
  let reachedKillPoint!: () => void;
  const killPoint = new Promise<void>((resolve) => {
    reachedKillPoint = resolve;
  });
  const storm = Promise.all(
    Array.from({ length: writes }, (_, index) =>
      send(index).then(
        (answer) => {
          if (answer.status !== 200) {
            outcome.failedAt.push(performance.now());
            return void outcome.unexpected.push(answer);
          }
          outcome.acknowledged += 1;
          if (performance.now() > outcome.killedAt) outcome.acknowledgedAfterKill += 1;
          if (outcome.acknowledged === killAt) reachedKillPoint();
        },
        () => {
          outcome.failedAt.push(performance.now());
          outcome.unanswered += 1;
        },
      ),
    ),
  );
  await Promise.race([killPoint, storm]);
  outcome.killedAt = performance.now();
  await kill();
  await storm;
  api.close();
  return outcome;
}
