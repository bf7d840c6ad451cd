/**
 * Shared set-up of the list view tests: the skills, departments and projects screens served
 * from the real overlays, a router file that draws them, a `list` endpoint that records what
 * it was asked and answers pages of generated rows, and a signed-in user with chosen
 * permissions. jsdom has no `showModal`; the stand-in opens the dialog without the browser's
 * inertness, which the tests do not rely on.
 */
import { HttpResponse, http } from "msw";
import type { SetupServer } from "msw/node";
import { saveModules } from "../../../../src/client/session/session-store";
import type { ListAnswer, RekapValue } from "../../../../src/schema/api/crud";
import type { Module } from "../../../../src/schema/modules";
import type { ScreenDefinition } from "../../../../src/schema/overlay/screen-types";
import { MODULES, modulesAnswers, SIGNED_IN, storeSession } from "../../render-app";
import { repoScreen } from "../render-schema";

HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

export const skills = repoScreen("m-skills", "m_skills", {
  path: "/m-skills",
  resource: "m-skills",
});
export const departments = repoScreen("departments", "departments", {
  path: "/departments",
  resource: "departments",
});
export const projects = repoScreen("projects", "projects", {
  path: "/projects",
  resource: "projects",
});

export const LIST_MODULES: Module[] = [
  {
    ...(MODULES[0] as Module),
    routes: (MODULES[0] as Module).routes.map((route) =>
      route.path === "/m-skills" ? { ...route, schema: "m-skills" } : route,
    ),
  },
  {
    name: "operational-unit",
    title: { id: "Unit Operasi", en: "Operating Units" },
    description: { id: "Unit operasi.", en: "Operating units." },
    icon: "truck",
    routes: [
      {
        path: "/departments",
        name: "departemen",
        title: { id: "Departemen", en: "Departments" },
        resource: "departments",
        schema: "departments",
      },
      {
        path: "/projects",
        name: "proyek",
        title: { id: "Proyek", en: "Projects" },
        resource: "projects",
        schema: "projects",
      },
    ],
  },
];

export const ALL_SKILLS = [
  "read-m-skills",
  "create-m-skills",
  "update-m-skills",
  "delete-m-skills",
];

export function signIn(server: SetupServer, permissions: string[] = ALL_SKILLS) {
  // Runtime handlers come before the defaults, whose modules have no screens.
  server.use(modulesAnswers(LIST_MODULES));
  storeSession({ ...SIGNED_IN, permissions });
  saveModules(LIST_MODULES);
}

export function skillRow(id: number) {
  return {
    id,
    code: `las-${String(id).padStart(2, "0")}`,
    name: `Keahlian ${id}`,
    description: null,
    active: id % 2,
    created_at: "2026-01-15T02:30:00.000000Z",
    updated_at: `2026-01-15T02:30:${String(id % 60).padStart(2, "0")}.000000Z`,
  };
}

export interface ListCall {
  endpoint: string;
  params: URLSearchParams;
}

export interface ListOptions {
  total?: number;
  totalEstimated?: boolean;
  rekap?: RekapValue[];
  rows?(page: number, limit: number): Record<string, unknown>[];
}

/**
 * `GET /api/<screen>/list`: `total` rows numbered from 1, the requested page of them; every
 * call is pushed onto the returned array.
 */
export function listAnswers(screen: ScreenDefinition, options: ListOptions = {}) {
  const calls: ListCall[] = [];
  const total = options.total ?? 0;
  const handler = http.get(`*/api/${screen.endpoint}/list`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    calls.push({ endpoint: screen.endpoint, params });
    const page = Number(params.get("page"));
    const limit = Number(params.get("limit"));
    const first = (page - 1) * limit;
    const ids = Array.from(
      { length: Math.max(Math.min(limit, total - first), 0) },
      (_, i) => first + i + 1,
    );
    const answer: ListAnswer = {
      data: options.rows?.(page, limit) ?? ids.map(skillRow),
      total,
      totalPage: Math.ceil(total / limit),
      totalEstimated: options.totalEstimated ?? false,
      rekap: options.rekap ?? [],
    };
    return HttpResponse.json(answer);
  });
  return { calls, handler };
}

/** The query of the last list call, without the order of its keys. */
export function lastQuery(calls: ListCall[]): Record<string, string> {
  const last = calls.at(-1);
  return last ? Object.fromEntries(last.params) : {};
}
