/**
 * The map widget in the real projects form, with the engine replaced at the adapter boundary:
 * the address column's point lives in the lat and lng columns; typing a coordinate moves the
 * marker and the view, dropping the marker rewrites the coordinates; both round-trip through
 * a save; a bad coordinate is named in Indonesian and English; the form stays usable when
 * the engine cannot start. map-multiple keeps a list of points.
 */
import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MapField } from "../../../../../src/client/schema-form/widgets/map/MapField";
import type { MapPoint } from "../../../../../src/client/schema-form/widgets/map/map-point";
import { OFFLINE_MAP } from "../../../../../src/client/schema-form/widgets/map/use-map-settings";
import type { SchemaLocale } from "../../../../../src/schema/local-text";
import { setupClientTests } from "../../../render-app";
import { renderSchemaForm, renderWithProviders, repoScreen } from "../../render-schema";
import { type FakeMap, fakeEngine } from "./fake-map";

const engine = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock("../../../../../src/client/schema-form/widgets/map/load-engine", () => ({
  loadEngine: engine.load,
}));

const noChoices = () => HttpResponse.json({ data: [], total: 0 });
/** A place-search provider standing in for a real one, under the name "fake". */
const places = vi.hoisted(() => ({
  enabled: true,
  reverse: vi.fn(async () => "Jl. Simpang Lima, Semarang"),
  search: vi.fn(async (query: string) =>
    Array.from({ length: 12 }, (_, index) => ({
      address: `${query} ${index + 1}`,
      position: { lat: -7 - index / 100, lng: 110 + index / 100 },
    })),
  ),
}));
vi.mock("../../../../../src/client/schema-form/widgets/map/geocoder", async (original) => {
  const module = await original<object>();
  return {
    ...module,
    geocoderFor: (name: string) =>
      name === "fake"
        ? places
        : { ...module, enabled: false, reverse: async () => null, search: async () => [] },
  };
});

setupClientTests(
  http.get("*/api/department/dataset", noChoices),
  http.get("*/api/territory/dataset", noChoices),
);

const SAVED = {
  project_code: "PRJ-1",
  project_name: "Gedung A",
  department_id: 1,
  territory_id: 1,
  address: "Jl. Pemuda 1, Semarang",
  lat: -6.981,
  lng: 110.412,
  status: "running",
};

function useFakeEngine() {
  const fake = fakeEngine();
  engine.load.mockResolvedValue(fake.createMap);
  return fake;
}

afterEach(() => engine.load.mockReset());

async function renderProject(initialValues?: Record<string, unknown>, locale: SchemaLocale = "id") {
  return renderSchemaForm(repoScreen("projects", "projects"), {
    view: initialValues ? "update" : "create",
    locale,
    initialValues,
  });
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

async function readyMap(maps: FakeMap[]): Promise<FakeMap> {
  await waitFor(() => expect(document.querySelector("[data-map-state=ready]")).not.toBeNull());
  // The state is on screen at the commit; the effects that talk to the map run right after.
  await act(async () => {});
  return maps[0] as FakeMap;
}

describe("map on the projects form", () => {
  it("opens on the saved point at zoom 18 with the local style and its marker", async () => {
    const { maps } = useFakeEngine();
    await renderProject(SAVED);
    const map = await readyMap(maps);
    expect(map.options).toMatchObject({ centre: { lat: -6.981, lng: 110.412 }, zoom: 18 });
    expect(map.options.style).toBe("local");
    expect(map.markers).toEqual([{ lat: -6.981, lng: 110.412 }]);
    expect(input("root_address").value).toBe("Jl. Pemuda 1, Semarang");
    expect(input("root_address_lat").value).toBe("-6.981");
    expect(input("root_address_lng").value).toBe("110.412");
  });

  it("a new project opens on Central Java at zoom 5 without a marker", async () => {
    const { maps } = useFakeEngine();
    await renderProject();
    const map = await readyMap(maps);
    expect(map.options).toMatchObject({ zoom: 5 });
    expect(map.markers).toEqual([]);
  });

  it("typed coordinates move the marker and the view, and are saved in lat and lng", async () => {
    const { maps } = useFakeEngine();
    const { user, onSubmit } = await renderProject(SAVED);
    const map = await readyMap(maps);
    await user.tripleClick(input("root_address_lat"));
    await user.keyboard("-7,05");
    await user.tab();
    await user.keyboard("{Control>}a{/Control}110.5");
    expect(document.activeElement).toBe(input("root_address_lng"));
    await waitFor(() => expect(map.markers).toEqual([{ lat: -7.05, lng: 110.5 }]));
    expect(map.views.at(-1)).toEqual({ centre: { lat: -7.05, lng: 110.5 }, zoom: 18 });
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      address: "Jl. Pemuda 1, Semarang",
      lat: -7.05,
      lng: 110.5,
    });
  });

  it("a dropped marker rewrites the coordinates without moving the view, and is saved", async () => {
    const { maps } = useFakeEngine();
    const { user, onSubmit } = await renderProject(SAVED);
    const map = await readyMap(maps);
    const views = map.views.length;
    act(() => map.drag(0, { lat: -6.98512345678, lng: 110.41898765432 }));
    await waitFor(() => expect(input("root_address_lat").value).toBe("-6.985123"));
    expect(input("root_address_lng").value).toBe("110.418988");
    expect(map.views.length).toBe(views);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ lat: -6.985123, lng: 110.418988 });
  });

  it.each([
    { locale: "id", message: "Isi angka antara -90 dan 90" },
    { locale: "en", message: "Enter a number between -90 and 90" },
  ] as const)("a latitude out of range says so in $locale", async ({ locale, message }) => {
    const { maps } = useFakeEngine();
    const { user } = await renderProject(SAVED, locale);
    const map = await readyMap(maps);
    await user.tripleClick(input("root_address_lat"));
    await user.keyboard("95");
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(input("root_address_lat")).toHaveAttribute("aria-invalid", "true");
    // The marker stays on the last coordinate typed that was one: "9".
    expect(map.markers).toEqual([{ lat: 9, lng: 110.412 }]);
  });

  it("when the engine cannot load, says so and the coordinates still save", async () => {
    engine.load.mockRejectedValue(new Error("chunk failed"));
    const { user, onSubmit } = await renderProject(SAVED);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Peta tidak dapat dimuat; isi lintang dan bujur secara manual.",
    );
    await user.tripleClick(input("root_address_lng"));
    await user.keyboard("111");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ lat: -6.981, lng: 111 });
  });
});

function MultipleHarness(props: { initial: MapPoint[]; onValue(points: MapPoint[]): void }) {
  const [points, setPoints] = useState(props.initial);
  return (
    <MapField
      id="root_sites"
      multiple
      points={points}
      settings={OFFLINE_MAP}
      radius={100}
      onChange={(next) => {
        setPoints(next);
        props.onValue(next);
      }}
    />
  );
}

describe("map-multiple", () => {
  it("adds, drags and removes points, one marker each, the radius around the first", async () => {
    const { maps } = useFakeEngine();
    const onValue = vi.fn();
    const { user } = await renderWithProviders(
      <MultipleHarness initial={[{ address: "A", lat: -7, lng: 110 }]} onValue={onValue} />,
    );
    const map = await readyMap(maps);
    expect(map.circle).toMatchObject({ type: "Polygon" });
    await user.click(screen.getByRole("button", { name: "Tambah titik" }));
    await user.type(screen.getAllByLabelText("Lintang")[1] as HTMLElement, "-7.5");
    await user.type(screen.getAllByLabelText("Bujur")[1] as HTMLElement, "110.5");
    await waitFor(() =>
      expect(map.markers).toEqual([
        { lat: -7, lng: 110 },
        { lat: -7.5, lng: 110.5 },
      ]),
    );
    act(() => map.drag(1, { lat: -7.6, lng: 110.6 }));
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith([
        { address: "A", lat: -7, lng: 110 },
        { address: "", lat: -7.6, lng: 110.6 },
      ]),
    );
    await user.click(screen.getByRole("button", { name: "Hapus titik 1" }));
    expect(onValue).toHaveBeenLastCalledWith([{ address: "", lat: -7.6, lng: 110.6 }]);
    await waitFor(() => expect(map.markers).toEqual([{ lat: -7.6, lng: 110.6 }]));
  });
});

function SingleHarness(props: { geocoder: string; onValue(points: MapPoint[]): void }) {
  const [points, setPoints] = useState<MapPoint[]>([]);
  return (
    <MapField
      id="root_site"
      points={points}
      settings={{ ...OFFLINE_MAP, geocoder: props.geocoder }}
      onChange={(next) => {
        setPoints(next);
        props.onValue(next);
      }}
    />
  );
}

describe("with a geocoder", () => {
  it("without one (the default) there is no search box and a drop asks for no address", async () => {
    const { maps } = useFakeEngine();
    const onValue = vi.fn();
    await renderWithProviders(<SingleHarness geocoder="none" onValue={onValue} />);
    const map = await readyMap(maps);
    expect(screen.queryByLabelText("Cari tempat")).toBeNull();
    act(() => map.drag(0, { lat: -7, lng: 110 }));
    expect(onValue).toHaveBeenLastCalledWith([{ address: "", lat: -7, lng: 110 }]);
    expect(places.reverse).not.toHaveBeenCalled();
  });

  it("searches from two characters, lists ten places, and a chosen one becomes the point", async () => {
    const { maps } = useFakeEngine();
    const onValue = vi.fn();
    const { user } = await renderWithProviders(<SingleHarness geocoder="fake" onValue={onValue} />);
    const map = await readyMap(maps);
    await user.type(screen.getByLabelText("Cari tempat"), "S");
    expect(places.search).not.toHaveBeenCalled();
    await user.keyboard("impang");
    const list = await screen.findByRole("list", { name: "Hasil pencarian tempat" });
    expect(list.querySelectorAll("button")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Simpang 2" }));
    expect(onValue).toHaveBeenLastCalledWith([{ address: "Simpang 2", lat: -7.01, lng: 110.01 }]);
    await waitFor(() => expect(map.markers).toEqual([{ lat: -7.01, lng: 110.01 }]));
    expect(input("root_site").value).toBe("Simpang 2");
  });

  it("a marker dropped on a point without an address gets the provider's address", async () => {
    const { maps } = useFakeEngine();
    const onValue = vi.fn();
    await renderWithProviders(<SingleHarness geocoder="fake" onValue={onValue} />);
    const map = await readyMap(maps);
    act(() => map.drag(0, { lat: -6.99, lng: 110.42 }));
    await waitFor(() => expect(input("root_site").value).toBe("Jl. Simpang Lima, Semarang"));
    expect(places.reverse).toHaveBeenCalledWith({ lat: -6.99, lng: 110.42 });
  });
});
