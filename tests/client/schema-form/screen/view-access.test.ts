/** Which views an address may open for a user (admin-area §6), table-driven. */
import { describe, expect, it } from "vitest";
import {
  type ScreenView,
  type ViewAccess,
  viewAccess,
} from "../../../../src/client/schema-form/screen/view-access";
import type { ActionName } from "../../../../src/schema/overlay/overlay-types";

const NONE: Record<ActionName, boolean> = {
  create: false,
  detail: false,
  update: false,
  delete: false,
  export: false,
  import: false,
};
const READER = { ...NONE, detail: true, export: true };

const CASES: Array<{
  view: ScreenView;
  actions: Record<ActionName, boolean>;
  hidden?: ActionName[];
  access: ViewAccess;
}> = [
  { view: "list", actions: NONE, access: { open: true } },
  { view: "detail", actions: READER, access: { open: true } },
  {
    view: "update",
    actions: READER,
    access: { open: false, reason: "permission", permission: "update-employee" },
  },
  {
    view: "create",
    actions: READER,
    access: { open: false, reason: "permission", permission: "create-employee" },
  },
  {
    view: "detail",
    actions: NONE,
    access: { open: false, reason: "permission", permission: "read-employee" },
  },
  { view: "update", actions: { ...READER, update: true }, access: { open: true } },
  {
    view: "create",
    actions: READER,
    hidden: ["create"],
    access: { open: false, reason: "hidden" },
  },
];

describe("viewAccess", () => {
  it.each(CASES)(
    "$view with $actions.update/$actions.create",
    ({ view, actions, hidden, access }) => {
      expect(
        viewAccess(view, { resource: "employee", hiddenActions: hidden ?? [] }, actions),
      ).toEqual(access);
    },
  );
});
