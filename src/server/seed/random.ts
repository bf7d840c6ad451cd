/**
 * A seeded pseudo-random generator (mulberry32) and the few draws the seeds need, so that
 * the same seed always yields the same data. Not for anything secret: use node:crypto there.
 */

const DAY_MS = 86_400_000;

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one key (e.g. an employee id), independent of the order of draws. */
  static for(seed: number, key: number): Random {
    return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key, 0xc2b2ae35));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [item, weight] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    return this.pick(items)[0];
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken: T[] = [];
    while (taken.length < count && pool.length > 0) {
      taken.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return taken;
  }

  /** A string of `length` decimal digits. */
  digits(length: number): string {
    let text = "";
    for (let i = 0; i < length; i++) text += Math.floor(this.next() * 10);
    return text;
  }

  /** A date between two ISO dates, both included, as YYYY-MM-DD. */
  date(from: string, to: string): string {
    const start = Date.parse(from);
    const days = Math.round((Date.parse(to) - start) / DAY_MS);
    return new Date(start + this.int(0, days) * DAY_MS).toISOString().slice(0, 10);
  }
}

/** YYYY-MM-DD `days` after (or before, if negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A stamp ("YYYY-MM-DDTHH:MM:SS+07:00") no later than `now`: the same time a day earlier when
 * it is still to come, for the "today at" moments of a demo loaded before that hour.
 */
export function notAfter(stamp: string, now: Date): string {
  if (Date.parse(stamp) <= now.getTime()) return stamp;
  return `${addDays(stamp.slice(0, 10), -1)}${stamp.slice(10)}`;
}
