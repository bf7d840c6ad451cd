/**
 * A client of the master skills screen written as a consumer of the API would: only against
 * the types openapi-typescript generates from the live document (`./api.ts`, written beside a
 * copy of this file by generated-client.db.test.ts, which type-checks it strictly), with no
 * cast, no `any` and no conversion of a field — so a field the document types wrongly fails
 * the type-check or the round trip. Outside the project's tsconfig: `./api.ts` exists only there.
 */
import createClient from "openapi-fetch";
import type { paths } from "./api";

export interface RoundTrip {
  found: string[];
  shown: { code: string; name: string; active: 0 | 1 };
  updated: { name: string; description: string | null };
  deleted: string;
}

export async function skillsRoundTrip(
  baseUrl: string,
  account: { username: string; password: string },
  code: string,
): Promise<RoundTrip> {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST("/api/login", { body: account });
  if (!login.data) throw new Error(`sign-in refused: ${login.response.status}`);
  const headers = { authorization: `Bearer ${login.data.token}` };

  const created = await client.POST("/api/m-skills/create", {
    headers,
    body: { code, name: `Skill ${code}`, description: null, active: 1 },
  });
  if (!created.data) throw new Error(`create refused: ${created.response.status}`);
  const { id } = created.data.data;

  const listed = await client.GET("/api/m-skills/list", {
    headers,
    params: { query: { search: code, limit: 5, sort_by: "code", sort: "ASC" } },
  });
  if (!listed.data) throw new Error(`list refused: ${listed.response.status}`);

  const shown = await client.GET("/api/m-skills/{id}/show", { headers, params: { path: { id } } });
  if (!shown.data) throw new Error(`show refused: ${shown.response.status}`);
  const record = shown.data.data;

  const updated = await client.PUT("/api/m-skills/update", {
    headers,
    body: { id, updated_at: record.updated_at, name: `${record.name} (renamed)` },
  });
  if (!updated.data) throw new Error(`update refused: ${updated.response.status}`);

  const deleted = await client.DELETE("/api/m-skills/delete", {
    headers,
    body: { id, updated_at: updated.data.data.updated_at },
  });
  if (!deleted.data) throw new Error(`delete refused: ${deleted.response.status}`);

  return {
    found: listed.data.data.map((row) => row.code),
    shown: { code: record.code, name: record.name, active: record.active },
    updated: { name: updated.data.data.name, description: updated.data.data.description },
    deleted: deleted.data.message,
  };
}
