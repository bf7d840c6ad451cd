/**
 * The map widget in Chromium against the real server, without any map token or style: a
 * project's form draws maplibre-gl's local style (no request leaves the server, the mapbox-gl
 * chunk is never fetched), typed coordinates place the marker, a marker dragged with the mouse
 * changes latitude and longitude, and the saved point reads back from the API and the form.
 */
import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { startServer, type TestServer } from "../helpers/start-server";
import { buildClient } from "./build-client";
import { chromiumAvailable, launchChromium } from "./chromium";
import { signedInStorage, storeSession, watchProblems } from "./sign-in";

const SCREEN = "/operational-unit/project";
const SCREENSHOTS = "test-results";

describe.skipIf(!chromiumAvailable)("map widget in Chromium, without a token", () => {
  let client: Awaited<ReturnType<typeof buildClient>> | undefined;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let session: Record<string, string> = {};

  beforeAll(async () => {
    client = await buildClient();
    server = await startServer({
      env: { CLIENT_DIR: client.dir, SEED_DEMO: "true", MAPBOX_TOKEN: "", MAP_STYLE_URL: "" },
    });
    browser = await launchChromium();
    session = await signedInStorage(server.url);
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await client?.remove();
  });

  async function api<T>(path: string): Promise<T> {
    if (!server) throw new Error("beforeAll did not finish");
    const response = await fetch(new URL(`/api/${path}`, server.url), {
      headers: { authorization: `Bearer ${session.token}` },
    });
    return (await response.json()) as T;
  }

  const coordinate = async (page: Page, part: "lat" | "lng") =>
    Number(await page.locator(`#root_address_${part}`).inputValue());

  test("a dragged marker changes lat and lng, saved and read back", async () => {
    if (!browser || !server) throw new Error("beforeAll did not finish");
    const origin = new URL(server.url).origin;
    const list = await api<ListAnswer>("project/list?limit=1");
    const id = (list.data[0] as { id: number }).id;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    watchProblems(page, (line) => problems.push(line));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await storeSession(page, server.url, session);

    await page.goto(new URL(`${SCREEN}?view=update&id=${id}`, server.url).href);
    await page.locator("[data-map-state=ready] canvas").waitFor();
    await page.locator("#root_address_lat").fill("-6.2");
    await page.locator("#root_address_lng").fill("106.8");
    const marker = page.locator(".maplibregl-marker");
    await marker.waitFor();

    const box = await marker.boundingBox();
    if (!box) throw new Error("the marker has no box");
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 120, start.y + 60, { steps: 12 });
    await page.mouse.up();
    // East and south of where it was: longitude grows, latitude falls.
    await expect.poll(() => coordinate(page, "lng")).toBeGreaterThan(106.8);
    expect(await coordinate(page, "lat")).toBeLessThan(-6.2);
    const dropped = { lat: await coordinate(page, "lat"), lng: await coordinate(page, "lng") };
    await page.screenshot({ path: `${SCREENSHOTS}/widgets-map-dragged.png`, fullPage: true });

    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/project/update",
    );
    await page.getByRole("button", { name: "Simpan" }).click();
    expect((await saved).status()).toBe(200);

    const stored = await api<{ data: Record<string, unknown> }>(`project/${id}/show`);
    expect({ lat: Number(stored.data.lat), lng: Number(stored.data.lng) }).toEqual(dropped);

    await page.goto(new URL(`${SCREEN}?view=update&id=${id}`, server.url).href);
    await page.locator("[data-map-state=ready]").waitFor();
    expect(await coordinate(page, "lat")).toBe(dropped.lat);
    expect(await coordinate(page, "lng")).toBe(dropped.lng);
    await marker.waitFor();

    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(requests.filter((url) => /mapbox/i.test(url))).toEqual([]);
    expect(requests.some((url) => /maplibre/i.test(url))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
