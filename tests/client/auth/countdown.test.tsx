// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { RESEND_COUNTDOWN_SECONDS, useCountdown } from "../../../src/client/auth/use-countdown";

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("rests at 0, then counts 60 seconds down one tick a second", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start());
    expect(result.current.seconds).toBe(RESEND_COUNTDOWN_SECONDS);
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(59);
    for (let tick = 0; tick < 70; tick++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(result.current.seconds).toBe(0);
  });
});
