/**
 * Test projects. Suites that touch a database (`*.db.test.ts`) run once on embedded PGlite
 * and, when TEST_DATABASE_URL is set, again on that PostgreSQL server. Pure units, client
 * components (jsdom) and browser tests (real Chromium) run once.
 */
import type { UserConfig } from "vite";
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { SummaryReporter } from "./tests/helpers/summary-reporter.ts";
import viteConfig from "./vite.config.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const dbSuites = ["tests/**/*.db.test.ts"];

const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: "postgres", include: dbSuites, env: { TEST_DB: "postgres" } },
};

export default mergeConfig(
  // vite.config.ts exports a plain object; defineConfig only widens its type.
  viteConfig as UserConfig,
  defineConfig({
    test: {
      reporters: ["default", new SummaryReporter()],
      // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine.
      // Suites wait on PostgreSQL, Chromium and LibreOffice as much as they compute, so two
      // run side by side, browser suites too: run one at a time, they were the last half of
      // the run on their own, beside an idle worker.
      // A test that starts a server process or hashes passwords by the dozen then has taken
      // over 30 s on a loaded machine: the limit is for hung tests, not slow ones.
      maxWorkers: 2,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["tests/**/*.test.ts"],
            exclude: [...dbSuites, "tests/e2e/**"],
          },
        },
        {
          extends: true,
          test: { name: "pglite", include: dbSuites, env: { TEST_DB: "pglite" } },
        },
        ...(serverUrl ? [postgresProject] : []),
        {
          extends: true,
          test: {
            name: "client",
            include: ["tests/client/**/*.test.tsx"],
            environment: "jsdom",
            setupFiles: ["tests/client/setup.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.e2e.test.ts"],
            globalSetup: ["tests/e2e/shared-client.ts"],
            // The suites of a worker share one module graph: the server's modules (and
            // Playwright's) are imported once per worker, not again for every file (10–20 s
            // each on two cores). Each suite still starts and closes its own server, database
            // and Chromium (browser-suite.ts), so no state is shared but the modules'.
            isolate: false,
            // A page's next state (a list's rows, a saved toast) can take seconds on the loaded
            // 2-core CI machine; Vitest's default poll gives it one.
            expect: { poll: { timeout: 20_000 } },
            // A suite's setup may build the demo database's template (a minute on a quiet
            // machine); at a load average of 15–20 on two cores it took over 120 s.
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
