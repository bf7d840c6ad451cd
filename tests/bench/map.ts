/**
 * The map widget, for `npm run bench`: the size of what a form with a map fetches beyond the
 * screen page (the maplibre-gl chunk, its worker and stylesheet, gzip level 9; mapbox-gl's
 * chunk for comparison, fetched only with a token), and, in Chromium on the demo data without
 * any token, a project's update form from the navigation's start (the page's time origin) to
 * the map's first frame (its `load`: style and first render done) and to its marker.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { gzipKb, LIST_SCREEN_KEYS, type Manifest, readManifest, staticClosure } from "./bundle";
import { summary } from "./first-rows";
import { signedInBrowser } from "./signed-in-browser";

const PROJECTS = "/operational-unit/project";
const MAPLIBRE = "node_modules/maplibre-gl/dist/maplibre-gl.mjs";
const MAPBOX = "node_modules/mapbox-gl/dist/mapbox-gl.js";

/** The files `key` adds to a screen page that is already loaded. */
function lazyFiles(manifest: Manifest, key: string): string[] {
  const loaded = staticClosure(manifest, LIST_SCREEN_KEYS);
  return [...staticClosure(manifest, [key])].filter((file) => !loaded.has(file));
}

function chunkSizes(dir: string) {
  const manifest = readManifest(dir);
  const assets = readdirSync(join(dir, "assets")).map((file) => `assets/${file}`);
  const maplibre = lazyFiles(manifest, MAPLIBRE);
  const worker = assets.filter((file) => /maplibre-gl-worker.*\.js$/.test(file));
  const css = assets.filter((file) => /maplibre-gl.*\.css$/.test(file));
  return {
    maplibre: { files: maplibre, gzipKb: gzipKb(dir, maplibre) },
    maplibreWorker: { files: worker, gzipKb: gzipKb(dir, worker) },
    maplibreCss: { files: css, gzipKb: gzipKb(dir, css) },
    mapboxOnlyWithToken: { gzipKb: gzipKb(dir, lazyFiles(manifest, MAPBOX)) },
  };
}

interface MapProbe {
  readyAt: number | null;
  markerAt: number | null;
}

/** Runs in the page before its scripts. Plain JavaScript text (see first-rows.ts). */
const probeScript = `
  const probe = { readyAt: null, markerAt: null };
  window.mapProbe = probe;
  new MutationObserver(() => {
    const now = performance.now();
    if (probe.readyAt === null && document.querySelector("[data-map-state=ready] canvas")) probe.readyAt = now;
    if (probe.markerAt === null && document.querySelector("[data-map-state=ready] .maplibregl-marker")) probe.markerAt = now;
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

async function waitForMarker(page: Page): Promise<MapProbe> {
  await page.waitForFunction(() => (window as unknown as { mapProbe: MapProbe }).mapProbe.markerAt);
  return page.evaluate(() => (window as unknown as { mapProbe: MapProbe }).mapProbe);
}

export async function benchMap(runs = 15, warmUps = 2) {
  const { url, clientDir, page, close } = await signedInBrowser({ MAPBOX_TOKEN: "" });
  try {
    const chunks = chunkSizes(clientDir);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const list = await fetch(`${url}/api/project/list?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((answer) => answer.json() as Promise<{ data: { id: number }[] }>);
    const path = `${PROJECTS}?view=update&id=${list.data[0]?.id}`;

    await page.addInitScript({ content: probeScript });
    const firstFrame: number[] = [];
    const marker: number[] = [];
    for (let run = 0; run < warmUps + runs; run += 1) {
      await page.goto(`${url}${path}`, { waitUntil: "commit" });
      const probe = await waitForMarker(page);
      if (run < warmUps) continue;
      firstFrame.push(probe.readyAt ?? Number.NaN);
      marker.push(probe.markerAt ?? Number.NaN);
    }
    return {
      database: "pglite",
      engine: "maplibre (no token, local style)",
      path,
      runs,
      warmUps,
      chunks,
      navigationToFirstFrame: summary(firstFrame),
      navigationToMarker: summary(marker),
    };
  } finally {
    await close();
  }
}
