/**
 * Builds the Fastify app: shared HTTP behaviour (errors, headers, limits, logging) and one
 * plugin per domain under `/api`, then the web client. Nothing here listens or touches the
 * environment, so tests and the start-up script build the very same app.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccessGate } from "./access/plugin";
import { createSessionCache } from "./access/session-cache";
import { createSessionStore, type SessionStore } from "./access/session-store";
import { approvalRoutes } from "./account-approval/approval-routes";
import { appConfigFile } from "./app-config/app-config";
import { appConfigRoutes } from "./app-config/routes";
import { authPlugin } from "./auth/auth-routes";
import {
  createMemoryRateLimitStore,
  type RateLimitStore,
  type RateLimits,
} from "./auth/rate-limit";
import { createRedisRateLimitStore } from "./auth/redis-rate-limit-store";
import { createSsoVerifier } from "./auth/verify-sso-token";
import { clientRoutes } from "./client/routes";
import { type Config, loadConfig } from "./config";
import { createCrudContext } from "./crud/crud-context";
import { crudRoutes } from "./crud/crud-routes";
import { datasetRoutes } from "./crud/dataset-routes";
import { fileRoutes } from "./crud/file-routes";
import { importRoutes } from "./crud/import/import-routes";
import { createRedisCountCache } from "./crud/redis-count-cache";
import { createSearchIndexes, searchedColumns } from "./crud/search-indexes";
import { dashboardRoutes } from "./dashboards/dashboard-routes";
import type { Database } from "./db/connect";
import { createReplicaHealthCheck } from "./db/replica-health";
import { SESSION_CHANGES_CHANNEL } from "./db/schema-names";
import { changeDiffRoutes } from "./employee-changes/change-diff-routes";
import { createFileLinks } from "./files/file-links";
import { backfillHeldFiles, fileColumns } from "./files/held-files-backfill";
import { createS3FileStore } from "./files/s3-file-store";
import { healthRoutes } from "./health/routes";
import { compressAnswers } from "./http/compression";
import { frameworkErrors, registerErrorHandling, sendError } from "./http/error-handler";
import { registerInputHygiene } from "./http/input-hygiene";
import { mapSources } from "./http/map-sources";
import { registerSecurityHeaders } from "./http/security-headers";
import { stdoutLogDestination } from "./logging/log-destination";
import { createMailer, type OutboxTiming } from "./mail/mailer";
import { mappingRoutes } from "./mappings/mapping-routes";
import { type AppMetrics, createAppMetrics } from "./metrics/app-metrics";
import { registerMetrics } from "./metrics/metrics-routes";
import { mobileRoutes } from "./mobile/mobile-routes";
import type { ModelCatalog } from "./models/model-catalog";
import { modelRoutes } from "./models/routes";
import { openApiRoutes } from "./openapi/openapi-routes";
import { presenceRoutes } from "./presences/presence-routes";
import { qrCardRoutes } from "./qr-cards/qr-card-routes";
import { ratingRoutes } from "./rating/rating-routes";
import type { RedisCommands } from "./redis/redis-connection";
import { createReadRouter, primaryReads, type ReadRouter } from "./replica/read-router";
import { createMemoryRecentWritesStore } from "./replica/recent-writes-store";
import { createRedisRecentWritesStore } from "./replica/redis-recent-writes-store";
import { markWrites } from "./replica/write-marks";
import { createOverlayStore } from "./schemas/overlay-store";
import { schemaRoutes } from "./schemas/routes";
import { schemasDigest } from "./schemas/schemas-digest";
import { secretKeyRoutes } from "./secret-keys/secret-key-routes";
import type { DrainState } from "./shutdown/drain-state";
import { closeUnusedConnectionsOnClose } from "./shutdown/unused-connections";
import { tableInputRoutes } from "./table-input/table-input-routes";
import { transitionRoutes } from "./transitions/transition-routes";

export interface AppDeps {
  /** Settings not given take their documented defaults (`loadConfig` of an empty env). */
  config: Pick<Config, "bodyLimit" | "clientDir" | "logLevel" | "schemasDir"> & Partial<Config>;
  database: Database;
  catalog: ModelCatalog;
  /** Defaults to sessions in the same database. */
  sessions?: SessionStore;
  /** Rate-limit counters (in this process by default) and rules (tests loosen them). */
  rateLimits?: { store?: RateLimitStore; limits?: RateLimits };
  /** The wall clock (the real one by default); tests fix it to check dated behaviour. */
  clock?: () => Date;
  /** The Redis instances share (REDIS_URL): rate limits and list totals are kept there. */
  shared?: RedisCommands;
  /** Turns the health check to 503 while the instance stops. */
  drain?: DrainState;
  /** The read replica (DATABASE_READ_URL) that lists, exports, dashboards and recaps read. */
  replica?: Database;
  /** The mail sender's polling, retries and lease (tests shorten them). */
  mailTiming?: Partial<OutboxTiming>;
}

export async function buildApp({
  config: given,
  database,
  catalog,
  sessions,
  rateLimits = {},
  clock,
  shared,
  drain,
  replica,
  mailTiming,
}: AppDeps): Promise<FastifyInstance> {
  const config = { ...loadConfig({}), ...given };
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      stream: stdoutLogDestination(),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  const closeUnusedConnections = closeUnusedConnectionsOnClose(app.server);
  app.addHook("preClose", async () => closeUnusedConnections());
  registerErrorHandling(app);
  registerInputHygiene(app);
  registerSecurityHeaders(app, {
    mapSources: mapSources(config.maps),
    https: config.publicUrl.startsWith("https:"),
  });
  const metrics = createAppMetrics(database);
  registerMetrics(app, metrics, config.metricsToken);
  const reads = replica
    ? replicaReads(app, { database, replica, metrics, shared, config })
    : primaryReads(database.db);

  const appConfig = appConfigFile(config.configDir);
  appConfig.current();
  const mailer = await createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    database,
    log: app.log,
    metrics,
    ...(mailTiming ? { timing: mailTiming } : {}),
  });
  app.addHook("onClose", () => mailer.close());
  const auth = {
    db: database.db,
    sessions: sessions ?? (await cachedSessions(app, database, config.session)),
    mailer,
    appConfig,
    publicUrl: config.publicUrl,
    rejectedRetentionDays: config.rejectedRetentionDays,
    sso: createSsoVerifier(config.sso, (reason) => app.log.info(`SSO token refused: ${reason}`)),
  };

  await app.register(
    async (api) => {
      if (config.compression) await compressAnswers(api);
      registerAccessGate(api, auth.sessions);
      if (reads.replicated) markWrites(api, reads);
      await api.register(openApiRoutes, { overlays: () => overlays, catalog });
      await api.register(healthRoutes, {
        database,
        overlays: schemasDigest(config.schemasDir),
        ...(drain ? { drain } : {}),
      });
      await api.register(appConfigRoutes, {
        appConfig,
        configDir: config.configDir,
        maps: config.maps,
        documentViewerUrl: config.documentViewerUrl,
      });
      await api.register(authPlugin, {
        ctx: auth,
        store:
          rateLimits.store ??
          (shared
            ? createRedisRateLimitStore(shared, `${config.redisKeyPrefix}rate:`)
            : createMemoryRateLimitStore()),
        ...(rateLimits.limits ? { limits: rateLimits.limits } : {}),
      });
      await api.register(modelRoutes, { catalog });
      const overlays = createOverlayStore({ schemasDir: config.schemasDir, catalog, log: app.log });
      await api.register(schemaRoutes, { overlays });
      const links = createFileLinks(config.files);
      // Older file values held by one record keep their links (held-files-backfill.ts); if
      // that fails they only stay unlinked, so the server starts anyway and retries next time.
      await backfillHeldFiles(database.db, fileColumns(overlays)).catch((error: unknown) =>
        app.log.error({ err: error }, "back-filling held files failed"),
      );
      const searchIndexes = createSearchIndexes(database, app.log);
      searchIndexes.sync(searchedColumns(overlays));
      app.addHook("onClose", () => searchIndexes.close());
      const crud = createCrudContext({
        overlays,
        catalog,
        db: database.db,
        lists: config.lists,
        links,
        searchIndexes,
        reads,
        ...(clock ? { clock } : {}),
        ...(shared
          ? {
              counts: createRedisCountCache(shared, {
                ttlMs: config.lists.countCacheMs,
                prefix: `${config.redisKeyPrefix}counts:`,
              }),
            }
          : {}),
      });
      await api.register(crudRoutes, { ctx: crud });
      await api.register(datasetRoutes, { ctx: crud });
      await api.register(mappingRoutes, { ctx: crud });
      await api.register(tableInputRoutes, { ctx: crud });
      await api.register(ratingRoutes, { ctx: crud });
      await api.register(secretKeyRoutes, { ctx: crud });
      await api.register(mobileRoutes, { ctx: crud });
      await api.register(presenceRoutes, {
        ctx: crud,
        workStart: config.presenceWorkStart,
        metrics,
      });
      await api.register(qrCardRoutes, { ctx: crud });
      await api.register(transitionRoutes, { ctx: crud, auth });
      await api.register(changeDiffRoutes, { ctx: crud });
      await api.register(dashboardRoutes, {
        ctx: crud,
        database,
        schemasDir: config.schemasDir,
        workStart: config.presenceWorkStart,
      });
      await api.register(approvalRoutes, { ctx: auth, crud });
      await api.register(importRoutes, {
        ctx: crud,
        maxUploadBytes: config.files.maxUploadBytes,
        limits: config.imports,
        metrics,
      });
      await api.register(fileRoutes, {
        ctx: crud,
        files: config.files,
        links,
        ...(config.files.s3 ? { store: createS3FileStore(config.files.s3) } : {}),
      });
      api.setNotFoundHandler((request, reply) =>
        sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" }),
      );
    },
    { prefix: "/api" },
  );
  await app.register(clientRoutes, {
    clientDir: config.clientDir,
    preCompressed: config.compression,
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, "NOT_FOUND", { path: request.url.split("?")[0] ?? "" }),
  );
  return app;
}

/** Reads routed to the replica, with the recent writers kept where the count cache is. */
function replicaReads(
  app: FastifyInstance,
  {
    database,
    replica,
    metrics,
    shared,
    config,
  }: {
    database: Database;
    replica: Database;
    metrics: AppMetrics;
    shared: RedisCommands | undefined;
    config: Config;
  },
): ReadRouter {
  const { readYourWritesMs: windowMs, maxLagMs } = config.readReplica;
  return createReadRouter({
    primary: database.db,
    replica: replica.db,
    health: createReplicaHealthCheck(replica.db, { maxLagMs }),
    recentWrites: shared
      ? createRedisRecentWritesStore(shared, { windowMs, prefix: `${config.redisKeyPrefix}wrote:` })
      : createMemoryRecentWritesStore({ windowMs }),
    report: { fallback: metrics.replicaFallback, inUse: metrics.replicaInUse },
    log: app.log,
  });
}

/** Sessions in the database, cached in memory for as long as the database's notices allow. */
async function cachedSessions(
  app: FastifyInstance,
  database: Database,
  policy: Config["session"],
): Promise<SessionStore> {
  const cache = createSessionCache({ ttlMs: policy.cacheMs });
  if (policy.cacheMs > 0) {
    const feed = await database.listen(SESSION_CHANGES_CHANNEL, cache.follow);
    cache.attach(feed);
    app.addHook("onClose", () => feed.close());
  }
  return createSessionStore(database.db, policy, cache);
}
