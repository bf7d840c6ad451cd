// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { healthAnswers, renderApp, setupClientTests } from "./render-app";

setupClientTests(healthAnswers());

describe("not-found page", () => {
  test("names the unknown address and leads home", async () => {
    const { user } = await renderApp({ path: "/tidak-ada", signedIn: true });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Halaman tidak ditemukan" }),
    ).toBeInTheDocument();
    expect(screen.getByText("/tidak-ada")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Kembali ke beranda" }));

    expect(screen.getByRole("heading", { level: 1, name: "Beranda" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(await screen.findByText("Berjalan normal")).toBeInTheDocument();
  });
});
