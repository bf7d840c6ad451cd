/**
 * The mobile-app configuration screens in Chromium on the demo data, checked through the
 * endpoints the apps call: a banner uploaded in the form shows its picture in the list at the
 * place its order gives it, and moving it (editing the order) moves it in the list and in
 * `GET /api/mobile/banners`; a new agreement version published in the screen makes the mobile
 * endpoint ask the same user to accept again (accepted=false until POST accept); a project's
 * presence radius opens on the map at the point the mobile endpoint answers.
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { businessToday } from "../../src/schema/validation/periods";
import { SAMPLES } from "../server/files/sample-files";
import { browserSuite, SCREENSHOTS } from "./browser-suite";
import { chromiumAvailable } from "./chromium";

const BANNERS = "/master/config-banners";
const AGREEMENTS = "/master/config-user-agreements";
const RADIUS = "/master/config-presence-radius";
const SLOW = { timeout: 120_000 };
const TITLE = "Uji E2E Banner Helm";

interface MobileBanner {
  title: string;
  sort_order: number;
  image_url: string | null;
}
interface MobileAgreement {
  id: number;
  version: string;
  accepted: boolean;
}

describe.skipIf(!chromiumAvailable)("mobile-app configuration in Chromium", () => {
  const { request, url, signedInPage } = browserSuite({ setupTimeout: SLOW.timeout });

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await request<{ data: T }>(path, {
      method,
      ...(body ? { headers: { "content-type": "application/json" } } : {}),
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  const mobileTitles = async () =>
    (await api<MobileBanner[]>("GET", "mobile/banners")).map((banner) => banner.title);

  /** The list's titles (after No, Urutan, Gambar), top to bottom, once it shows `title`. */
  async function listedTitles(page: Page, title: string): Promise<string[]> {
    await page.goto(url(BANNERS));
    await page.getByRole("cell", { name: title }).waitFor();
    return page
      .locator("table tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[3]?.textContent ?? ""));
  }

  async function save(page: Page) {
    await page.getByRole("button", { name: "Simpan" }).click();
    await page.waitForURL(/view=detail/);
  }

  test(
    "an uploaded banner shows in the list and the mobile endpoint in its order, and moves",
    SLOW,
    async () => {
      const page = await signedInPage();
      await page.goto(url(`${BANNERS}?view=create`));
      await page.locator("#root_sort_order").fill("5");
      await page.locator("#root_title").fill(TITLE);
      await page.locator("#root_image").setInputFiles({
        name: "helm.png",
        mimeType: "image/png",
        buffer: SAMPLES.png,
      });
      await page.locator(".file-upload__current img").waitFor();
      await save(page);

      const first = await listedTitles(page, TITLE);
      expect(first[0]).toBe(TITLE);
      const row = page.locator("table tbody tr").first();
      expect(await row.locator("img").getAttribute("src")).toMatch(/^\/api\/files\/.+\.png\?exp=/);
      expect(await row.textContent()).toContain("Tayang");
      await page.screenshot({ path: `${SCREENSHOTS}/mobile-config-banners.png` });

      const shown = await api<MobileBanner[]>("GET", "mobile/banners");
      expect(shown[0]).toMatchObject({ title: TITLE, sort_order: 5 });
      expect(shown[0]?.image_url).toMatch(/^\/api\/files\/.+\.png\?exp=/);
      const demo = shown.slice(1).map((banner) => banner.title);
      expect(demo.length).toBeGreaterThan(2);

      // Between the second and third demo banners (orders 20 and 30).
      const [created] = await api<Array<{ id: number }>>(
        "GET",
        `config-banners/list?search=${encodeURIComponent(TITLE)}`,
      );
      await page.goto(url(`${BANNERS}?view=update&id=${created?.id}`));
      await page.locator("#root_sort_order").fill("25");
      await save(page);

      const moved = [...demo.slice(0, 2), TITLE, ...demo.slice(2)];
      expect((await listedTitles(page, TITLE)).slice(0, moved.length)).toEqual(moved);
      expect(await mobileTitles()).toEqual(moved);
    },
  );

  test(
    "a project's radius shows on the map around the point the mobile endpoint answers",
    SLOW,
    async () => {
      const [radius] = await api<Array<{ id: number; project_id: number }>>(
        "GET",
        "config-presence-radius/list?limit=10",
      );
      const point = await api<{ lat: number; lng: number; radius_m: number }>(
        "GET",
        `mobile/presence-radius?project_id=${radius?.project_id}`,
      );
      const page = await signedInPage();
      await page.goto(url(`${RADIUS}?view=update&id=${radius?.id}`));
      await page.locator("[data-map-state=ready] canvas").waitFor();
      expect(Number(await page.locator("#root_address_lat").inputValue())).toBeCloseTo(
        point.lat,
        5,
      );
      expect(Number(await page.locator("#root_address_lng").inputValue())).toBeCloseTo(
        point.lng,
        5,
      );
      expect(Number(await page.locator("#root_radius_m").inputValue())).toBe(point.radius_m);
      await page.screenshot({ path: `${SCREENSHOTS}/mobile-config-radius.png` });
    },
  );

  test("a version published in the screen makes the app ask to accept again", SLOW, async () => {
    const before = await api<MobileAgreement>("GET", "mobile/user-agreement");
    await api("POST", "mobile/user-agreement/accept", { agreement_id: before.id });
    expect((await api<MobileAgreement>("GET", "mobile/user-agreement")).accepted).toBe(true);

    const page = await signedInPage();
    await page.goto(url(`${AGREEMENTS}?view=create`));
    await page.locator("#root_version").fill("9.0-e2e");
    await page.locator("#root_title").fill("Syarat dan Ketentuan");
    await page.getByRole("textbox", { name: "Isi Persetujuan" }).click();
    await page.keyboard.type("Wajib memakai helm di area proyek.");
    // An hour ago in Jakarta, so the version is in force at once.
    const hourAgo = new Date(Date.now() - 3_600_000);
    const clock = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Jakarta",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).format(hourAgo);
    await page.locator("#root_published_at").fill(`${businessToday(hourAgo)}T${clock}`);
    await save(page);
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-config-agreement.png` });

    const published = await api<MobileAgreement>("GET", "mobile/user-agreement");
    expect(published).toMatchObject({ version: "9.0-e2e", accepted: false });
    const accepted = await api<MobileAgreement>("POST", "mobile/user-agreement/accept", {
      agreement_id: published.id,
    });
    expect(accepted).toMatchObject({ version: "9.0-e2e", accepted: true });
    expect((await api<MobileAgreement>("GET", "mobile/user-agreement")).accepted).toBe(true);
  });
});
