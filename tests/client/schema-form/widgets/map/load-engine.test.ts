/**
 * The engine's chunk is loaded only when chosen: without a token mapbox-gl is never imported
 * (its module would throw here if it were), and with one maplibre-gl is not.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => [] as string[]);

function fakeLibrary(name: string) {
  loaded.push(name);
  return { Map: vi.fn(), Marker: vi.fn(), setWorkerUrl: vi.fn() };
}

// maplibre-gl is an ES module (named exports), mapbox-gl a UMD build (a default export).
vi.mock("maplibre-gl", () => ({ ...fakeLibrary("maplibre-gl"), default: undefined }));
vi.mock("maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url", () => ({ default: "worker.js" }));
vi.mock("mapbox-gl", () => ({ default: fakeLibrary("mapbox-gl") }));

const { loadEngine } = await import(
  "../../../../../src/client/schema-form/widgets/map/load-engine"
);

describe("loadEngine", () => {
  beforeEach(() => {
    loaded.length = 0;
    vi.resetModules();
  });

  it("without a token loads maplibre-gl and never mapbox-gl", async () => {
    await loadEngine({ mapboxToken: "" });
    expect(loaded).toEqual(["maplibre-gl"]);
  });

  it("with a token loads mapbox-gl only", async () => {
    await loadEngine({ mapboxToken: "pk.test" });
    expect(loaded).toEqual(["mapbox-gl"]);
  });
});
