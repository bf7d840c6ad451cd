/**
 * A screen's first calls go out together (issue #12, point 7): the list's first page is asked
 * for before the screen's definition has answered, whether the app opens on the screen's
 * address or the sidebar leads there, and each call goes out once. The definition's answer
 * waits until the page has been asked for (or, when it never is, a while), so the order of
 * events shows whether the page waited for the definition — no clock is read.
 */
import { screen } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { saveModules } from "../../../src/client/session/session-store";
import type { Module } from "../../../src/schema/modules";
import { MODULES, modulesAnswers, SIGNED_IN, setupClientTests, storeSession } from "../render-app";
import { renderAppWithForms, repoScreen } from "./render-schema";

const skills = repoScreen("m-skills", "m_skills", { path: "/m-skills", resource: "m-skills" });
const SCREEN_MODULES: Module[] = MODULES.map((module) => ({
  ...module,
  routes: module.routes.map((route) =>
    route.path === "/m-skills"
      ? { ...route, schema: "m-skills", list: { endpoint: "m-skills", layout: "table" } }
      : route,
  ),
}));
const ROW = { id: 9, code: "LAS-01", name: "Juru Las", active: 1 };
/** Long enough for a page asked for only after the definition to show up after it. */
const NEVER_ASKED_MS = 1_500;

const server = setupClientTests();

/** The calls of the m-skills screen as they happen, in order. */
function recordCalls(): string[] {
  const events: string[] = [];
  let pageAsked = () => {};
  const page = new Promise<void>((resolve) => {
    pageAsked = resolve;
  });
  server.use(
    modulesAnswers(SCREEN_MODULES),
    http.get("*/api/schema/m-skills", async () => {
      events.push("definition asked");
      await Promise.race([page, delay(NEVER_ASKED_MS)]);
      events.push("definition answered");
      return HttpResponse.json({ data: { id: skills.id, version: "v1", screen: skills } });
    }),
    http.get("*/api/m-skills/list", () => {
      events.push("page asked");
      pageAsked();
      return HttpResponse.json({
        data: [ROW],
        total: 1,
        totalPage: 1,
        totalEstimated: false,
        rekap: [],
      });
    }),
  );
  storeSession({ ...SIGNED_IN, permissions: ["read-m-skills", "read-m-diseases"] });
  saveModules(SCREEN_MODULES);
  return events;
}

/** The page was asked for before the definition answered, and each call went out once. */
function expectTogether(events: string[]) {
  expect(events.indexOf("page asked")).toBeLessThan(events.indexOf("definition answered"));
  expect([...events].sort()).toEqual(["definition answered", "definition asked", "page asked"]);
}

describe("a screen's first calls", () => {
  it("asks for the first page beside the definition when the app opens on the screen", async () => {
    const events = recordCalls();
    await renderAppWithForms("/master/m-skills");
    expect(await screen.findByText("LAS-01", {}, { timeout: 3 * NEVER_ASKED_MS })).toBeVisible();
    expectTogether(events);
  });

  it("asks for the first page beside the definition after a click in the sidebar", async () => {
    const events = recordCalls();
    const { user } = await renderAppWithForms("/master/m-diseases");
    await user.click(await screen.findByRole("link", { name: "Master Keahlian" }));
    expect(await screen.findByText("LAS-01", {}, { timeout: 3 * NEVER_ASKED_MS })).toBeVisible();
    expectTogether(events);
  });
});
