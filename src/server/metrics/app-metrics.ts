/**
 * What one app counts for `GET /metrics`, in a registry of its own (prom-client's global one
 * would mix the apps the tests build in one process): HTTP requests by route template, the
 * database's connections (read when scraped), intake records, import rows, mail and the read
 * replica's fallbacks. The places that count are handed the one method they need; the
 * process's figures join from process-metrics.ts.
 */
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ImportCounts } from "../../schema/api/import";
import type { ConnectionUsage, Database } from "../db/connect";
import { processMetrics } from "./process-metrics";

/** The route label of a request no route matched, so unknown addresses make one series. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Who sent presence records (a device or the mobile app), or a run reprocessing them. The
 * intake's labels are spelled here, not read from presences/: it reports to these metrics, so
 * it sits above them.
 */
export type IntakeSource = "device" | "mobile" | "reprocess";

/** One intake record as counted: accepted, duplicate or rejected, and a rejection's code. */
export interface IntakeOutcome {
  status: string;
  code?: string;
}

export type MailTransport = "smtp" | "outbox";

/** Why a read meant for the read replica went to the primary (replica/read-choice.ts). */
export type ReplicaFallback = "lagging" | "unreachable";
export type MailOutcome = "sent" | "failed" | "given_up";

export interface AppMetrics {
  /** The app's metrics and the process's, as the scrape reads them. */
  registry: Registry;
  /** `route`: the route's template (`/api/:endpoint/:id/show`), never the address asked. */
  request(method: string, route: string, status: number, seconds: number): void;
  intakeRecords(source: IntakeSource, records: readonly IntakeOutcome[]): void;
  importRows(endpoint: string, counts: ImportCounts & { skipped: number }): void;
  /** `failed`: an attempt that failed (tried again later); `given_up`: the last one did. */
  mail(transport: MailTransport, outcome: MailOutcome): void;
  replicaFallback(reason: ReplicaFallback): void;
  /** Whether reads go to the replica now (0 also when none is configured). */
  replicaInUse(used: boolean): void;
}

/** The import's counts under the names the metric gives them. */
const IMPORT_KINDS = {
  create: "created",
  update: "updated",
  unchanged: "unchanged",
  skipped: "failed",
} as const satisfies Record<keyof ImportCounts | "skipped", string>;

type Connections = Pick<Database, "kind" | "connections">;

const CONNECTION_GAUGES = {
  inUse: {
    name: "mandor_db_connections_in_use",
    help: "Database connections running a query or holding a transaction.",
  },
  idle: { name: "mandor_db_connections_idle", help: "Database connections open and free." },
  max: { name: "mandor_db_connections_max", help: "The most connections the pool opens." },
  waiting: {
    name: "mandor_db_connections_waiting",
    help: "Queries waiting in line for a database connection.",
  },
} as const satisfies Record<keyof ConnectionUsage, { name: string; help: string }>;

export function createAppMetrics(database: Connections): AppMetrics {
  const own = new Registry();
  const registers = [own];
  const requests = new Counter({
    name: "mandor_http_requests_total",
    help: "HTTP requests answered, by method, route template and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "mandor_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route template and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    // prom-client's default buckets, 5 ms to 10 s, suit a web service.
    registers,
  });
  connectionGauges(database, registers);
  const intake = new Counter({
    name: "mandor_intake_records_total",
    help: "Presence records through the intake, by source and outcome; rejections by their code.",
    labelNames: ["source", "status", "code"] as const,
    registers,
  });
  const imports = new Counter({
    name: "mandor_import_rows_total",
    help: "Rows of committed imports, by screen endpoint and what became of each.",
    labelNames: ["endpoint", "kind"] as const,
    registers,
  });
  const mails = new Counter({
    name: "mandor_mail_messages_total",
    help: "E-mail messages handed to the SMTP server or written to the outbox (sent), attempts that failed (failed), messages given up after the last attempt (given_up).",
    labelNames: ["transport", "outcome"] as const,
    registers,
  });
  const fallbacks = new Counter({
    name: "mandor_db_replica_fallbacks_total",
    help: "Reads meant for the read replica that went to the primary, by reason (lagging, unreachable).",
    labelNames: ["reason"] as const,
    registers,
  });
  const replicaUsed = new Gauge({
    name: "mandor_db_replica_in_use",
    help: "1 while lists, exports, dashboards and recaps read from the read replica, else 0.",
    registers,
  });
  replicaUsed.set(0);
  return {
    registry: Registry.merge([processMetrics(), own]),
    request(method, route, status, seconds) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    intakeRecords(source, records) {
      for (const { status, code } of records) {
        intake.inc(code ? { source, status, code } : { source, status });
      }
    },
    importRows(endpoint, counts) {
      for (const [action, kind] of Object.entries(IMPORT_KINDS)) {
        const rows = counts[action as keyof typeof IMPORT_KINDS];
        if (rows > 0) imports.inc({ endpoint, kind }, rows);
      }
    },
    mail(transport, outcome) {
      mails.inc({ transport, outcome });
    },
    replicaFallback(reason) {
      fallbacks.inc({ reason });
    },
    replicaInUse(used) {
      replicaUsed.set(used ? 1 : 0);
    },
  };
}

/** The pool's connections, read from the database each time the metrics are scraped. */
function connectionGauges(database: Connections, registers: Registry[]): void {
  for (const [field, { name, help }] of Object.entries(CONNECTION_GAUGES)) {
    new Gauge({
      name,
      help,
      labelNames: ["database"] as const,
      registers,
      collect() {
        this.set(
          { database: database.kind },
          database.connections()[field as keyof ConnectionUsage],
        );
      },
    });
  }
}
