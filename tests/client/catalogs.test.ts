/**
 * Guards the translation catalogs, so a forgotten `npm run extract` or English translation
 * fails here instead of showing Indonesian (or message ids) to English readers.
 */
import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { beforeAll, describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
let catalog: Catalog;

beforeAll(async () => {
  const config = getConfig({ cwd: root, configPath: `${root}/lingui.config.ts` });
  const [first] = await getCatalogs(config);
  if (!first) throw new Error("lingui.config.ts declares no catalog");
  catalog = first;
});

describe("translation catalogs", () => {
  test("hold exactly the messages the client uses (run `npm run extract`)", async () => {
    const used = Object.keys((await catalog.collect()) ?? {}).sort();
    for (const locale of ["id", "en"]) {
      const kept = Object.entries(await catalog.read(locale))
        .filter(([, message]) => !message.obsolete)
        .map(([id]) => id)
        .sort();
      expect(kept, `catalog ${locale}`).toEqual(used);
    }
  });

  test("translate every message into English", async () => {
    const untranslated = Object.values(await catalog.read("en"))
      .filter((message) => !message.obsolete && !message.translation)
      .map((message) => message.message);
    expect(untranslated).toEqual([]);
  });
});
