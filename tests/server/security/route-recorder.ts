/**
 * Every route the app registers, as Fastify's `onRoute` hook reports it. `buildApp` creates its
 * own Fastify instance, so the suite swaps the `fastify` module for one whose instances record
 * their routes (`vi.mock("fastify", …)` with `recordingFastify`): the inventory is then what
 * the app really serves, not what a reader of the source believes it serves.
 */
import type * as FastifyModule from "fastify";

export interface RecordedRoute {
  method: string;
  /** With its prefix, e.g. `/api/:endpoint/list`. */
  url: string;
  /** `config.public`: open to callers without a session. */
  public: boolean;
}

export function recordingFastify(
  original: typeof FastifyModule,
  into: RecordedRoute[],
): typeof FastifyModule {
  const make = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        into.push({ method, url: route.url, public: route.config?.public === true });
      }
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: make, fastify: make };
}
