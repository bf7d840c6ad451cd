/**
 * CPU time from /proc, for a load bench on a shared machine, where the CPU a request costs
 * moves far less than its latency (which waits for the cores others hold): a process's own,
 * and that of a PostgreSQL database's backends when the server runs on this machine.
 */
import { readFileSync } from "node:fs";
import pg from "pg";

/** The kernel's clock ticks per second (`getconf CLK_TCK`), in which /proc reports CPU time. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) process `pid` has used; null once it has ended or is not here. */
export function cpuSeconds(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The fields after the command name, which sits in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** CPU seconds of each backend serving `url`'s database, by pid; empty for a remote server. */
export async function backendCpu(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid);
      if (seconds !== null) cpu.set(pid, seconds);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** The CPU seconds backends spent between two readings (a backend started between counts whole). */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, total] of after) seconds += total - (before.get(pid) ?? 0);
  return seconds;
}
