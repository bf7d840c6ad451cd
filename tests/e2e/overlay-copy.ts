/** Changes one overlay in a browser suite's copy of schemas/ (its `editSchemas` folder). */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Adds the field `name` (an overlay field, as the stewards write it) to `screen`'s overlay. */
export function addOverlayField(dir: string, screen: string, name: string, field: unknown): void {
  const file = join(dir, `${screen}.json`);
  const overlay = JSON.parse(readFileSync(file, "utf8"));
  overlay.fields[name] = field;
  writeFileSync(file, JSON.stringify(overlay));
}
