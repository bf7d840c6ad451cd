/**
 * The permission list, derived from what the stewards wrote instead of kept by hand: every
 * screen of the router file and every overlay gives `read-`, `create-`, `update-`,
 * `delete-<resource>` (fewer when the route line names its `actions` or the overlay hides
 * some), a `rating` gives `view-`/`do-rating-`, a detail tab gives its sub-list's, and any
 * permission an overlay names (a field's, a tab's, a panel's, a row action's, a transition's)
 * is listed as it is written; a transition naming none gives its default, `update-<resource>`.
 * The fixed ones are those the code itself checks, and the table inputs' `read-`/`update-`.
 * A steward adding a screen gets its permissions by adding the overlay and the router line,
 * with no code.
 */
import type { ModulesFile } from "../../schema/modules";
import { type Overlay, VIEW_NAMES } from "../../schema/overlay/overlay-types";
import { SCHEMA_PREVIEW_PERMISSION } from "../../schema/overlay/preview-permission";
import { ALLOW_ALL, COMPANY_REACH } from "../../schema/permissions";
import { TABLE_INPUTS } from "../table-input/table-input-definitions";

export type CrudAction = "read" | "create" | "update" | "delete";
export const CRUD_ACTIONS: readonly CrudAction[] = ["read", "create", "update", "delete"];

export interface DerivedPermission {
  name: string;
  description: string;
  /** The router module the screen sits in; null for the fixed ones and unrouted overlays. */
  module: string | null;
}

/** Sending attendance scans with one's own session (the mobile app's intake). */
export const PRESENCE_INTAKE_PERMISSION = "create-presence";

/** The permissions the code checks by name, whatever the screens are. */
const FIXED: readonly DerivedPermission[] = [
  { name: ALLOW_ALL, description: "Izin bawaan setiap field; selalu diizinkan", module: null },
  {
    // A record's history (crud/crud-routes.ts, RecordHistory.tsx).
    name: "read-audit-log",
    description: "Melihat riwayat perubahan data (log audit)",
    module: null,
  },
  {
    // crud/row-scope.ts: rows of every department and project, and those serving them all.
    name: COMPANY_REACH,
    description: "Menjangkau data seluruh perusahaan (semua departemen dan proyek)",
    module: null,
  },
  {
    // presences/presence-routes.ts: a read-only role must not write attendance.
    name: PRESENCE_INTAKE_PERMISSION,
    description: "Mengirim presensi dari aplikasi seluler",
    module: null,
  },
  {
    name: SCHEMA_PREVIEW_PERMISSION,
    description: "Melihat Pratinjau Skema (pengembang)",
    module: null,
  },
];

const ACTION_LABEL: Record<CrudAction, string> = {
  read: "Melihat",
  create: "Menambah",
  update: "Mengubah",
  delete: "Menghapus",
};

/** The database's CHECK on permissions.name: a name an overlay writes otherwise is skipped. */
const PERMISSION_NAME = /^[a-z0-9]+(-[a-z0-9]+)+$/;

interface Screen {
  resource: string;
  title: string;
  module: string | null;
  actions: readonly CrudAction[];
}

/** What the overlay leaves of the four actions: read always, the others unless hidden. */
function overlayActions(overlay: Overlay | undefined): readonly CrudAction[] {
  const hidden = new Set<string>(overlay?.hidden_actions ?? []);
  return CRUD_ACTIONS.filter((action) => action === "read" || !hidden.has(action));
}

/**
 * Every permission the router file and the overlays (by screen id) call for, each once, in
 * the order a reader meets them: the router's screens, their tabs, the other overlays, the
 * fixed ones.
 */
export function derivePermissions(
  router: ModulesFile,
  overlays: ReadonlyMap<string, Overlay>,
): DerivedPermission[] {
  const found = new Map<string, DerivedPermission>();
  const add = (permission: DerivedPermission) => {
    if (PERMISSION_NAME.test(permission.name) && !found.has(permission.name)) {
      found.set(permission.name, permission);
    }
  };
  const routed = new Set<string>();
  const resourceOf = (id: string) =>
    overlays.get(id)?.resource ??
    router.modules.flatMap((m) => m.routes).find((route) => route.schema === id)?.resource ??
    id;

  const addScreen = (screen: Screen, overlay: Overlay | undefined) => {
    for (const action of screen.actions) {
      add(crud(action, screen.resource, screen.title, screen.module));
    }
    if (!overlay) return;
    if (overlay.rating) {
      const rated = overlay.rating.permission ?? screen.resource;
      const common = { module: screen.module };
      add({ name: `view-${rated}`, description: `Melihat penilaian ${screen.title}`, ...common });
      add({
        name: `do-rating-${rated}`,
        description: `Memberi penilaian ${screen.title}`,
        ...common,
      });
    }
    for (const tab of overlay.tabs ?? []) {
      const sub = overlays.get(tab.module);
      addScreen(
        {
          resource: resourceOf(tab.module),
          title: sub?.title.id ?? tab.name.id,
          module: screen.module,
          actions: overlayActions(sub),
        },
        undefined,
      );
      if (tab.permission) add(named(tab.permission, screen));
    }
    for (const part of [...(overlay.panels ?? []), ...(overlay.row_actions ?? [])]) {
      if (part.permission) add(named(part.permission, screen));
    }
    for (const transition of overlay.transitions ?? []) {
      // A step without a permission of its own needs update-<resource>, which the overlay
      // may otherwise hide (a screen whose records change only by steps).
      add(
        transition.permission
          ? named(transition.permission, screen)
          : crud("update", screen.resource, screen.title, screen.module),
      );
    }
    for (const field of Object.values(overlay.fields ?? {})) {
      for (const view of VIEW_NAMES) {
        const permission = field[view]?.permission;
        if (permission) add(named(permission, screen));
      }
    }
  };

  for (const module of router.modules) {
    for (const route of module.routes) {
      const overlay = route.schema === undefined ? undefined : overlays.get(route.schema);
      if (route.schema !== undefined) routed.add(route.schema);
      addScreen(
        {
          resource: overlay?.resource ?? route.resource,
          title: route.title.id,
          module: module.name,
          actions: route.actions ?? overlayActions(overlay),
        },
        overlay,
      );
    }
  }
  for (const [id, overlay] of [...overlays].sort(([a], [b]) => a.localeCompare(b))) {
    if (routed.has(id)) continue;
    addScreen(
      {
        resource: overlay.resource ?? overlay.endpoint ?? id,
        title: overlay.title.id,
        module: null,
        actions: overlayActions(overlay),
      },
      overlay,
    );
  }
  for (const permission of FIXED) add(permission);
  // The table inputs' saves, which no screen of their resource offers as a form.
  for (const input of Object.values(TABLE_INPUTS)) {
    const module = router.modules.find((candidate) =>
      candidate.routes.some((route) => route.resource === input.resource),
    );
    for (const action of ["read", "update"] as const) {
      add(crud(action, input.resource, input.title.id, module?.name ?? null));
    }
  }
  return [...found.values()];
}

function crud(
  action: CrudAction,
  resource: string,
  title: string,
  module: string | null,
): DerivedPermission {
  return {
    name: `${action}-${resource}`,
    description: `${ACTION_LABEL[action]} data ${title}`,
    module,
  };
}

/** A permission an overlay names itself: described by the screen that names it. */
function named(name: string, screen: Screen): DerivedPermission {
  return { name, description: `Hak akses ${name} (${screen.title})`, module: screen.module };
}
