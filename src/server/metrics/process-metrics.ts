/**
 * The process's own figures — CPU, resident memory, heap, event-loop delay, garbage
 * collection — from prom-client's default collectors, in a registry of their own made once per
 * process: they describe the process rather than an app, and the collectors start an
 * event-loop monitor and a GC observer that are never stopped. Made per app, where many apps
 * run in one process (the tests), those would pile up and each keep its app reachable.
 */
import { collectDefaultMetrics, Registry } from "prom-client";

let made: Registry | undefined;

export function processMetrics(): Registry {
  if (!made) {
    made = new Registry();
    collectDefaultMetrics({ register: made });
  }
  return made;
}
