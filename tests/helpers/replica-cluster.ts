/**
 * A PostgreSQL primary and its streaming replica made for one suite, so the machine's own
 * server is left as it is: `initdb` a primary on a free port, `pg_basebackup -R` a standby of
 * it on another. As root (here and in CI) initdb and pg_ctl refuse to run, so they run as the
 * `postgres` user with the folders handed to it.
 */
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** The newest PostgreSQL's binaries of Debian's packages, or undefined when none is installed. */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "pg_basebackup")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

export interface Cluster {
  port: number;
  url(database: string): string;
  /** A superuser's client of `database`, for what the test does behind the app's back. */
  client(database: string): Promise<pg.Client>;
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
}

export interface ReplicatedClusters {
  primary: Cluster;
  replica: Cluster;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  remove(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, command: string, args: string[]): void {
  const path = join(bin, command);
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
  execFileSync(file, argv, { stdio: "pipe", cwd: "/" });
}

function handOver(dir: string): void {
  if (!asRoot) return;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  chownSync(dir, uid, gid);
}

function cluster(bin: string, dir: string, port: number, sockets: string): Cluster {
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async client(database) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      return client;
    },
    start() {
      run(bin, "pg_ctl", [
        "-D",
        dir,
        "-l",
        join(sockets, `${port}.log`),
        "-w",
        "-o",
        `-p ${port} -k ${sockets}`,
        "start",
      ]);
    },
    stop(mode = "fast") {
      run(bin, "pg_ctl", ["-D", dir, "-m", mode, "-w", "stop"]);
    },
  };
}

/** A primary with `database` in it, and a replica streaming from it; both started. */
export async function createReplicatedClusters(
  bin: string,
  database: string,
): Promise<ReplicatedClusters> {
  const base = mkdtempSync(join(tmpdir(), "mandor-replica-"));
  // The postgres user walks into the folder to reach its own.
  chmodSync(base, 0o755);
  handOver(base);
  const primaryDir = join(base, "primary");
  const replicaDir = join(base, "replica");
  const primary = cluster(bin, primaryDir, await freePort(), base);
  let replica: Cluster | undefined;
  const started: Cluster[] = [];
  const remove = () => {
    for (const one of started.reverse()) {
      try {
        one.stop("immediate");
      } catch {
        // Already stopped by the test.
      }
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    run(bin, "initdb", [
      "-D",
      primaryDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    appendFileSync(
      join(primaryDir, "postgresql.conf"),
      "\nlisten_addresses = '127.0.0.1'\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\n",
    );
    appendFileSync(
      join(primaryDir, "pg_hba.conf"),
      "\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n",
    );
    primary.start();
    started.push(primary);
    const admin = await primary.client("postgres");
    try {
      await admin.query(`CREATE DATABASE ${database}`);
    } finally {
      await admin.end();
    }
    run(bin, "pg_basebackup", [
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      // At once: the default waits for the primary's next checkpoint, minutes away.
      "--checkpoint=fast",
      "--no-sync",
      "-h",
      "127.0.0.1",
      "-p",
      String(primary.port),
      "-U",
      "postgres",
    ]);
    replica = cluster(bin, replicaDir, await freePort(), base);
    replica.start();
    started.push(replica);
  } catch (error) {
    remove();
    throw error;
  }
  const standby = replica;
  return {
    primary,
    replica: standby,
    async caughtUp() {
      const source = await primary.client("postgres");
      const target = await standby.client("postgres");
      try {
        const { rows } = await source.query<{ lsn: string }>(
          "SELECT pg_current_wal_lsn()::text AS lsn",
        );
        for (let tries = 0; tries < 200; tries++) {
          const { rows: replayed } = await target.query<{ done: boolean }>(
            "SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done",
            [rows[0]?.lsn],
          );
          if (replayed[0]?.done) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the replica did not catch up within 10 s");
      } finally {
        await source.end();
        await target.end();
      }
    },
    remove,
  };
}
