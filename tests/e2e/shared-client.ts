/**
 * Vitest global setup of the e2e project: one production build of the client for all browser
 * suites of a run (each used to build its own, about half a minute apiece on two cores).
 * Vitest runs every global setup before any test file, so the build is only started here: it
 * runs beside the other projects' suites, and a browser suite waits for it (build-client.ts).
 */
import type { TestProject } from "vitest/node";
import { type ClientBuild, startClientBuild } from "./build-client";
import { chromiumAvailable } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    sharedClientDir: string | undefined;
  }
}

let client: ClientBuild | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Without a browser the suites skip themselves (chromium.ts says why): nothing to build.
  client = chromiumAvailable ? await startClientBuild() : undefined;
  project.provide("sharedClientDir", client?.dir);
}

export async function teardown(): Promise<void> {
  await client?.remove();
}
