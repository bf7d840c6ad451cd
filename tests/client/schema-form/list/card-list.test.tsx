/**
 * The card list: 9 records a page, 'Lihat Selanjutnya' appending the next page with the same
 * query, and 'Semua data sudah ditampilkan' once all are on screen.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ScreenDefinition } from "../../../../src/schema/overlay/screen-types";
import { setupClientTests } from "../../render-app";
import { renderAppWithForms, screenAnswers } from "../render-schema";
import { listAnswers, signIn, skills } from "./list-fixtures";

const cardSkills: ScreenDefinition = { ...skills, list: { layout: "card", filter: "inline" } };
const server = setupClientTests(screenAnswers(cardSkills));

describe("the card list", () => {
  it("loads 9 more at a time and says when everything is shown", async () => {
    signIn(server);
    const list = listAnswers(cardSkills, { total: 12 });
    server.use(list.handler);
    const { user } = await renderAppWithForms("/master/m-skills?search=keahlian");
    await screen.findByText("LAS-09");
    expect(
      screen.getAllByRole("listitem").filter((item) => item.matches(".list-card")),
    ).toHaveLength(9);
    expect(Object.fromEntries(list.calls[0]?.params ?? [])).toMatchObject({
      page: "1",
      limit: "9",
      search: "keahlian",
    });
    expect(screen.queryByText("Semua data sudah ditampilkan")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Lihat Selanjutnya" }));
    expect(await screen.findByText("LAS-12")).toBeInTheDocument();
    expect(screen.getByText("LAS-01")).toBeInTheDocument();
    await waitFor(() =>
      expect(list.calls.some((call) => call.params.get("page") === "2")).toBe(true),
    );
    expect(screen.getByText("Semua data sudah ditampilkan")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Lihat Selanjutnya" })).not.toBeInTheDocument();
  });

  it("shows the end text at once when one page holds everything", async () => {
    signIn(server);
    server.use(listAnswers(cardSkills, { total: 4 }).handler);
    await renderAppWithForms("/master/m-skills");
    await screen.findByText("LAS-04");
    expect(screen.getByText("Semua data sudah ditampilkan")).toBeInTheDocument();
  });
});
