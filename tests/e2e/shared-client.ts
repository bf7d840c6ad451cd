/**
 * Vitest global setup of the e2e project: one production build of the client for all browser
 * suites of a run (each used to build its own, about half a minute apiece on two cores).
 */
import type { TestProject } from "vitest/node";
import { type BuiltClient, buildFreshClient } from "./build-client";
import { chromiumAvailable } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    sharedClientDir: string | undefined;
  }
}

let client: BuiltClient | undefined;

export async function setup(project: TestProject): Promise<void> {
  // Without a browser the suites skip themselves (chromium.ts says why): nothing to build.
  client = chromiumAvailable ? await buildFreshClient() : undefined;
  project.provide("sharedClientDir", client?.dir);
}

export async function teardown(): Promise<void> {
  await client?.remove();
}
