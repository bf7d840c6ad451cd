/**
 * The dashboard component tests' set-up: the contract's answers mocked with msw (each data
 * call recorded with its query), a signed-in super-admin whose modules name the dashboards,
 * the chart stood in for (jsdom has no canvas; the widget's table holds the same figures), and
 * a fake live feed put in through the connection's seam.
 */
import { HttpResponse, http } from "msw";
import { vi } from "vitest";
import type { LiveSource } from "../../../src/client/dashboards/live-connection";
import { saveModules } from "../../../src/client/session/session-store";
import type {
  DashboardData,
  DashboardDefinition,
} from "../../../src/schema/dashboards/dashboard-types";
import { modulesAnswers, SIGNED_IN, setupClientTests, storeSession } from "../render-app";
import { DASHBOARD_MODULES, DATA, DEFINITION } from "./dashboard-fixtures";

vi.mock("../../../src/client/dashboards/ChartCanvas", () => ({
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** Every data call's query, in order. */
export const dataCalls: URLSearchParams[] = [];

export function dashboardAnswers(
  definitions: Record<string, DashboardDefinition> = { [DEFINITION.id]: DEFINITION },
  data: DashboardData = DATA,
) {
  return [
    http.get("*/api/dashboards/:id/data", ({ params, request }) => {
      dataCalls.push(new URL(request.url).searchParams);
      return definitions[String(params.id)]
        ? HttpResponse.json({ data })
        : HttpResponse.json({ message: "Dasbor tidak ditemukan" }, { status: 404 });
    }),
    http.get("*/api/dashboards/:id", ({ params }) => {
      const definition = definitions[String(params.id)];
      return definition
        ? HttpResponse.json({ data: definition })
        : HttpResponse.json({ message: "Dasbor tidak ditemukan" }, { status: 404 });
    }),
  ];
}

export const server = setupClientTests(...dashboardAnswers());

export function signInAsSuperAdmin() {
  dataCalls.length = 0;
  server.use(modulesAnswers(DASHBOARD_MODULES));
  storeSession({ ...SIGNED_IN, user: { ...SIGNED_IN.user, role_id: -1 } });
  saveModules(DASHBOARD_MODULES);
}

/** A live feed the test drives: `emit("open")`, `emit("presences")`, `emit("error")`. */
export class FakeSource implements LiveSource {
  static opened: FakeSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }

  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string) {
    if (type === "open") this.readyState = 1;
    if (type === "error") this.readyState = 0;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
