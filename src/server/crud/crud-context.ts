/**
 * What every generic screen call works with: the screens, the catalog, the database and where
 * its heavy reads go, row scoping, the count cache, the search indexes, the compiled
 * validators, the limits of the configuration and the clock.
 */
import type { Config } from "../config";
import type { Db } from "../db/connect";
import type { FileLinks } from "../files/file-links";
import type { ModelCatalog } from "../models/model-catalog";
import { primaryReads, type ReadRouter } from "../replica/read-router";
import type { OverlayStore } from "../schemas/served-screens";
import { createValidatorCache, type ValidatorCache } from "./compiled-validators";
import { type CountCache, createCountCache } from "./count-cache";
import { createRowScoper, type RowScoper } from "./row-scope";
import type { SearchIndexes } from "./search-indexes";

export interface CrudContext {
  overlays: OverlayStore;
  catalog: ModelCatalog;
  db: Db;
  /** Where lists, exports, dashboards and recaps read (replica-reads.ts); `db` otherwise. */
  reads: ReadRouter;
  scoper: RowScoper;
  counts: CountCache;
  searchIndexes: SearchIndexes;
  validators: ValidatorCache;
  lists: Config["lists"];
  /** Signs the short-lived URLs of a record's files for its answers. */
  links: FileLinks;
  /** The time of day for "today" rules and dated file names; tests set it. */
  clock: () => Date;
}

export function createCrudContext(options: {
  overlays: OverlayStore;
  catalog: ModelCatalog;
  db: Db;
  lists: Config["lists"];
  links: FileLinks;
  searchIndexes: SearchIndexes;
  clock?: () => Date;
  /** Shared by the instances (redis-count-cache.ts); in this process by default. */
  counts?: CountCache;
  /** A read replica's router (replica/read-router.ts); every read on `db` by default. */
  reads?: ReadRouter;
}): CrudContext {
  return {
    clock: () => new Date(),
    ...options,
    reads: options.reads ?? primaryReads(options.db),
    scoper: createRowScoper(options.catalog),
    counts:
      options.counts ?? createCountCache({ maxEntries: 2000, ttlMs: options.lists.countCacheMs }),
    validators: createValidatorCache(),
  };
}
