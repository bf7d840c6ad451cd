// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { LOCALE_STORAGE_KEY, readStoredLocale } from "../../src/client/i18n/activate-locale";
import { healthAnswers, renderApp, setupClientTests } from "./render-app";

setupClientTests(healthAnswers());

describe("language picker", () => {
  test("switches the interface to English and remembers it", async () => {
    const { user } = await renderApp({ signedIn: true });
    expect(await screen.findByText("Berjalan normal")).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Bahasa" }), "English");

    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Server status" })).toBeInTheDocument();
    expect(screen.getByText("Running normally")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(screen.queryByText("Beranda")).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
  });

  test("switches back to Indonesian", async () => {
    const { user } = await renderApp({ locale: "en", signedIn: true });

    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Language" }),
      "Indonesia",
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Beranda" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "id");
  });

  test.each([
    { stored: null, expected: "id" },
    { stored: "en", expected: "en" },
    { stored: "fr", expected: "id" },
  ])("starts in $expected when storage holds $stored", ({ stored, expected }) => {
    if (stored !== null) localStorage.setItem(LOCALE_STORAGE_KEY, stored);
    expect(readStoredLocale()).toBe(expected);
  });
});
