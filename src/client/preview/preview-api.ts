/** The schema preview's calls (read-schema-preview): every overlay, one overlay's sources, all problems. */
import useSWR from "swr";
import type { LocalText } from "../../schema/local-text";
import type { GenModel } from "../../schema/model-meta";
import type { Overlay } from "../../schema/overlay/overlay-types";
import type { Problem } from "../../schema/overlay/problem";
import type { ScreenDefinition } from "../../schema/overlay/screen-types";
import { http } from "../api/http";

export interface SchemaSummary {
  id: string;
  title: LocalText | null;
  model: string | null;
  endpoint: string | null;
  version: string | null;
  errors: number;
  warnings: number;
}

export interface SchemaSource {
  id: string;
  version: string | null;
  overlay: Overlay | null;
  model: GenModel | null;
  screen: ScreenDefinition | null;
  source: string | null;
  problems: Problem[];
}

const get = async <T>(path: string) => (await http.get(path).json<{ data: T }>()).data;

export function useSchemaList() {
  return useSWR("schema-list", () => get<SchemaSummary[]>("schema"));
}

export function useSchemaSource(id: string | undefined) {
  return useSWR(id ? ["schema-source", id] : null, () => get<SchemaSource>(`schema/${id}/source`));
}

export function useSchemaProblems() {
  return useSWR("schema-problems", () => get<Problem[]>("schema-problems"));
}
