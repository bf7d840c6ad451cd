/** The import dialog's counts (dl.import-stats) as label → number text, for browser tests. */
import type { Locator } from "playwright-core";

export function importStats(dialog: Locator): Promise<Record<string, string | undefined>> {
  return dialog
    .locator("dl.import-stats")
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll(":scope > div")].map((item) => [
          item.querySelector("dt")?.textContent?.trim() ?? "",
          item.querySelector("dd")?.textContent?.trim(),
        ]),
      ),
    );
}
