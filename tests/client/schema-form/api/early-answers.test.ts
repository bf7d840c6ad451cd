/**
 * Early answers: taken once by the first fetch of the same call, never asked for twice while
 * on their way, and never served once they are more than a few seconds old.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callEarly, callOnce } from "../../../../src/client/schema-form/api/early-answers";

let calls = 0;
const server = () => Promise.resolve(`answer ${++calls}`);

beforeEach(() => {
  calls = 0;
  vi.useFakeTimers({ toFake: ["performance"] });
});
afterEach(() => vi.useRealTimers());

describe("early answers", () => {
  it("hands the early answer to the first fetch only", async () => {
    callEarly("a", server);
    expect(await callOnce("a", server)).toBe("answer 1");
    expect(await callOnce("a", server)).toBe("answer 2");
    expect(calls).toBe(2);
  });

  it("asks once while the same call is on its way or fresh", async () => {
    callEarly("b", server);
    callEarly("b", server);
    await vi.advanceTimersByTimeAsync(4_000);
    callEarly("b", server);
    expect(await callOnce("b", server)).toBe("answer 1");
    expect(calls).toBe(1);
  });

  it("asks again instead of serving an answer nobody took for five seconds", async () => {
    callEarly("c", server);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await callOnce("c", server)).toBe("answer 2");
  });

  it("hands a failure to the fetch that takes it", async () => {
    callEarly("d", () => Promise.reject(new Error("offline")));
    await expect(callOnce("d", server)).rejects.toThrow("offline");
  });

  it("keeps calls apart by key", async () => {
    callEarly("e", server);
    expect(await callOnce("f", server)).toBe("answer 2");
    expect(await callOnce("e", server)).toBe("answer 1");
  });
});
