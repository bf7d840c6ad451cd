/**
 * Request chains across roles (privilege ceilings, crud/write-ceilings.ts): on a screen whose
 * records belong to a department, the super-admin or the department's admin makes a valid
 * record, and an intruder — an admin of another department, a caller holding the screen's
 * permissions in no department, a read-only caller of another department — is refused its
 * show, update, delete, history and list search, with nothing written; once the record is
 * deleted its history is still refused to the intruder and read by its creator. On a
 * company-wide screen, a department admin holding its write permissions is refused a
 * super-admin's row (COMPANY_WIDE_RECORD). Every answer also keeps answer-invariants.ts.
 *
 * Knobs: FUZZ_SEED (default 1_900_003) and FUZZ_RUNS (default 30 department chains, and a
 * third as many company-wide ones) as in api-fuzz.db.test.ts; FUZZ_TRACE=1 prints each chain.
 * A failure prints the chain (screen, callers, seed) and the request that went wrong with its
 * answer: rerun with that FUZZ_SEED to replay it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChainTarget, CREATORS, INTRUDERS, startChainTarget } from "./chain-target";
import { companyWideChain, scopedChain } from "./request-chains";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const WIDE_RUNS = Math.ceil(RUNS / 3);
const SEED = Number(process.env.FUZZ_SEED ?? 1_900_003);
const TRACE = Boolean(process.env.FUZZ_TRACE);

let target: ChainTarget;

beforeAll(async () => {
  target = await startChainTarget();
});

afterAll(async () => {
  await target?.close();
});

const seeds = fc.integer({ min: 1, max: 2 ** 30 });

describe("the callers", () => {
  it("hold the permissions, so that what refuses them is their reach", async () => {
    const holds = async (caller: Parameters<ChainTarget["permissions"]>[0]) =>
      new Set(await target.permissions(caller));
    const dept = await holds("dept-admin");
    const foreign = await holds("foreign-admin");
    const unplaced = await holds("unplaced");
    const reader = await holds("reader");
    const wide = await holds("wide-admin");
    expect(target.scoped.length).toBeGreaterThan(5);
    expect(target.companyWide.length).toBeGreaterThan(3);
    // Newest first, a new record heads any list that shows it: its absence from the first page
    // of the intruder's list is proof.
    expect(target.scoped.filter((screen) => !screen.sortsById).map((screen) => screen.id)).toEqual(
      [],
    );
    for (const { resource } of target.scoped) {
      for (const verb of ["read", "create", "update", "delete"]) {
        const name = `${verb}-${resource}`;
        expect([dept.has(name), foreign.has(name), unplaced.has(name)], name).toEqual([
          true,
          true,
          true,
        ]);
        expect(reader.has(name), name).toBe(verb === "read");
      }
    }
    for (const held of [foreign, unplaced, reader]) expect(held.has("read-audit-log")).toBe(true);
    for (const { resource } of target.companyWide) {
      for (const verb of ["create", "update", "delete"]) {
        expect(wide.has(`${verb}-${resource}`), `${verb}-${resource}`).toBe(true);
      }
    }
  });
});

describe("request chains", () => {
  it(
    `refuse an intruder a department's record over ${RUNS} chains (seed ${SEED})`,
    async () => {
      const chains = fc.record({
        screen: fc.constantFrom(...target.scoped.map((screen) => screen.endpoint)),
        creator: fc.constantFrom(...CREATORS),
        department: fc.constantFrom(...target.departments),
        intruder: fc.constantFrom(...INTRUDERS),
        seed: seeds,
      });
      let ran = 0;
      await fc.assert(
        fc.asyncProperty(chains, async (chain) => {
          const done = await scopedChain(target, chain);
          if (TRACE) console.log(`${done ? "ran" : "no body"} ${JSON.stringify(chain)}`);
          fc.pre(done);
          ran += 1;
        }),
        { seed: SEED, numRuns: RUNS },
      );
      expect(ran).toBe(RUNS);
    },
    RUNS * 4_000 + 60_000,
  );

  it(
    `refuse a department admin the company-wide rows over ${WIDE_RUNS} chains (seed ${SEED})`,
    async () => {
      const chains = fc.record({
        screen: fc.constantFrom(...target.companyWide.map((screen) => screen.endpoint)),
        seed: seeds,
      });
      await fc.assert(
        fc.asyncProperty(chains, async (chain) => {
          const done = await companyWideChain(target, chain);
          if (TRACE) console.log(`${done ? "ran" : "no body"} ${JSON.stringify(chain)}`);
          fc.pre(done);
        }),
        { seed: SEED, numRuns: WIDE_RUNS },
      );
      if (TRACE) console.log(`${target.sent} requests`);
    },
    WIDE_RUNS * 4_000 + 60_000,
  );
});
