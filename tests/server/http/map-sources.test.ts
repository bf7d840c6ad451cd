/**
 * The map engine's origins in the Content Security Policy: none without a style or token (the
 * local style fetches nothing), the style server's origin, Mapbox's API with a token.
 */
import { expect, it } from "vitest";
import { mapSources } from "../../../src/server/http/map-sources";
import { helmetHeaders } from "../../../src/server/http/security-headers";

it.each([
  { styleUrl: "", mapboxToken: "", expected: [] },
  {
    styleUrl: "https://peta.mandor.test:8443/styles/proyek.json",
    mapboxToken: "",
    expected: ["https://peta.mandor.test:8443"],
  },
  {
    styleUrl: "",
    mapboxToken: "pk.test",
    expected: ["https://api.mapbox.com", "https://events.mapbox.com"],
  },
])("style '$styleUrl', token '$mapboxToken' → $expected", ({ expected, ...maps }) => {
  const sources = mapSources({ ...maps, geocoder: "none" });
  expect(sources).toEqual(expected);
  const policy = helmetHeaders({ mapSources: sources })["content-security-policy"];
  expect(policy).toContain(`${["connect-src 'self'", ...expected].join(" ")};`);
});
