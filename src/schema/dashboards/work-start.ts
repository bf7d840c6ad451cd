/**
 * Before the working day has begun, today's figures are not yet absences: a worker who has not
 * scanned at 05:00 is not absent, only not there yet. A dashboard says so instead of reading as
 * an alarm (every active worker "absent", 0 % present).
 */
import type { DayRange } from "../rollup/rollup-range";
import { businessClock, businessToday } from "../validation/periods";
import { workingDays } from "./working-days";

/**
 * The work start ("HH:MM", Jakarta) while a period that ends today waits for it: today is a
 * working day and its clock has not reached `workStart`. Undefined otherwise.
 */
export function pendingWorkStart(period: DayRange, now: Date, workStart: string) {
  const today = businessToday(now);
  if (period.to !== today || workingDays(today, today, today) === 0) return undefined;
  return businessClock(now) < workStart ? workStart : undefined;
}
