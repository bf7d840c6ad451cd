import { defineConfig } from "@lingui/cli";

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
});
