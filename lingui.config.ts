import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "id",
  locales: ["id", "en"],
  fallbackLocales: { default: "id" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}/messages",
      include: ["<rootDir>/src/client"],
    },
  ],
  // Line numbers would make every extract rewrite unrelated lines of the catalogs.
  format: formatter({ lineNumbers: false }),
});
