/**
 * A live dashboard follows the server: one event stream per tab while it is open, its figures
 * asked for again after a `presences` event (a burst makes one call) and after a reconnect,
 * the indicator saying connected or reconnecting, the stream closed when the page is left.
 * jsdom has no EventSource: the connection's seam takes a fake the test drives.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { setLiveSourceFactory } from "../../../src/client/dashboards/live-connection";
import { renderApp } from "../render-app";
import { DEFINITION } from "./dashboard-fixtures";
import {
  dashboardAnswers,
  dataCalls,
  FakeSource,
  server,
  signInAsSuperAdmin,
} from "./render-dashboard";

const LIVE = { ...DEFINITION, id: "dashboard-monitoring-presence", live: true };

beforeEach(() => {
  FakeSource.opened = [];
  setLiveSourceFactory((url) => new FakeSource(url));
});

afterEach(() => setLiveSourceFactory());

function openLive() {
  signInAsSuperAdmin();
  server.use(...dashboardAnswers({ [LIVE.id]: LIVE, [DEFINITION.id]: DEFINITION }));
  return renderApp({ path: "/dashboard/dashboard-monitoring-presence" });
}

const source = () => {
  const [only, ...more] = FakeSource.opened;
  expect(more).toHaveLength(0);
  if (!only) throw new Error("no event stream was opened");
  return only;
};

describe("a live dashboard", () => {
  it("asks for its figures again on presences and after a reconnect", async () => {
    await openLive();
    await screen.findByRole("heading", { name: "Tenaga Kerja per Proyek" });
    await waitFor(() => expect(dataCalls).toHaveLength(1));
    expect(source().url).toBe("/api/dashboard-events");
    expect(screen.getByText("Menghubungkan…")).toBeInTheDocument();

    act(() => source().emit("open"));
    expect(await screen.findByText("Langsung")).toBeInTheDocument();

    act(() => {
      source().emit("presences");
      source().emit("presences");
      source().emit("presences");
    });
    await waitFor(() => expect(dataCalls).toHaveLength(2));

    act(() => source().emit("error"));
    expect(await screen.findByText("Menyambung ulang…")).toBeInTheDocument();
    act(() => source().emit("open"));
    await waitFor(() => expect(dataCalls).toHaveLength(3));
    expect(await screen.findByText("Langsung")).toBeInTheDocument();
    // The burst of three made one call, not three.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dataCalls).toHaveLength(3);
  });

  it("closes its stream when the page is left, and a dashboard that is not live opens none", async () => {
    await openLive();
    await screen.findByRole("heading", { name: "Tenaga Kerja per Proyek" });
    const opened = source();
    act(() => navigate("/dashboard/dashboard-summary"));
    await screen.findByRole("heading", { name: "Radar Kehadiran" });
    await waitFor(() => expect(opened.closed).toBe(true));
    expect(FakeSource.opened).toHaveLength(1);
    expect(screen.queryByText("Langsung")).toBeNull();
  });
});
