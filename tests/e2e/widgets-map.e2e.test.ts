/**
 * The map widget in Chromium against the real server, without any map token or style: a
 * project's form draws maplibre-gl's local style (no request leaves the server, the mapbox-gl
 * chunk is never fetched), typed coordinates place the marker, a marker dragged with the mouse
 * changes latitude and longitude, and the saved point reads back from the API and the form.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { ListAnswer } from "../../src/schema/api/crud";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const SCREEN = "/operational-unit/project";

describe.skipIf(!chromiumAvailable)("map widget in Chromium, without a token", () => {
  const { api, server, url, signedInPage, unexpectedSoFar } = browserSuite({
    env: { MAPBOX_TOKEN: "", MAP_STYLE_URL: "" },
    viewport: { width: 1280, height: 900 },
  });

  const coordinate = async (page: Page, part: "lat" | "lng") =>
    Number(await page.locator(`#root_address_${part}`).inputValue());

  test("a dragged marker changes lat and lng, saved and read back", async () => {
    const origin = new URL(server().url).origin;
    const list = await api<ListAnswer>("project/list?limit=1");
    const id = (list.data[0] as { id: number }).id;

    const requests: string[] = [];
    const page = await signedInPage({
      prepareContext: async (context) => {
        context.on("request", (request) => requests.push(request.url()));
      },
    });

    await page.goto(url(`${SCREEN}?view=update&id=${id}`));
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

    await page.goto(url(`${SCREEN}?view=update&id=${id}`));
    await page.locator("[data-map-state=ready]").waitFor();
    expect(await coordinate(page, "lat")).toBe(dropped.lat);
    expect(await coordinate(page, "lng")).toBe(dropped.lng);
    await marker.waitFor();

    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
    expect(requests.filter((url) => /mapbox/i.test(url))).toEqual([]);
    expect(requests.some((url) => /maplibre/i.test(url))).toBe(true);
    expect(unexpectedSoFar()).toEqual([]);
  });
});
