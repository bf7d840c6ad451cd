/** The fallback icon of a stored file: its type's short name on a tile (see file-kind.ts). */
import { fileKind } from "./file-kind";

export function FileBadge({ name }: { name: string }) {
  const kind = fileKind(name);
  return (
    <span className="file-badge" data-kind={kind} aria-hidden="true">
      {kind.toUpperCase()}
    </span>
  );
}
