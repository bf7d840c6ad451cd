/**
 * What a signed-in user of the mixed load does next (issue #18 item 6), drawn by weight from
 * the actions their role's permissions allow: lists with search, filters, sort and paging on
 * several screens (employees, projects, vendors, equipment, guest book, the attendance recap),
 * the lookup dialog's search, a record they saw in a list opened, a dashboard's data, new
 * employees, guests, disease histories and vendors, updates (the record read first, as the
 * edit form does, then saved with the version it read), and now and then a CSV export of one
 * project's workers. Every filter value comes from the user's own scope, every record opened
 * from a page they were shown, every record updated from their own share (mixed-data.ts) or
 * what they created: the mix itself asks for nothing a screen would refuse.
 */
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "../../src/server/seed/names";
import { addDays, type Random } from "../../src/server/seed/random";
import type { MixedClient, MixedData } from "./mixed-data";
import type { TimedAnswer } from "./timed-request";

export const KINDS = ["list", "lookup", "show", "dashboard", "create", "update", "export"] as const;
export type Kind = (typeof KINDS)[number];

export interface Call {
  kind: Kind;
  /** The screen (endpoint) or dashboard asked. */
  screen: string;
  method?: "GET" | "POST" | "PUT";
  path: string;
  body?: unknown;
  /** The answer's body is read (ids of a page, a record's version). */
  keepBody?: boolean;
}

export type Send = (call: Call) => Promise<TimedAnswer>;

/** One virtual user's state: who they are, what they have seen and made. */
export interface VirtualUser {
  client: MixedClient;
  data: MixedData;
  rng: Random;
  /** Number of the client, for unique codes. */
  index: number;
  /** Ids on the last page of each screen this user listed. */
  seen: Map<string, number[]>;
  /** Records this user may update: own share, then what it created, by screen. */
  own: Map<string, number[]>;
  made: number;
}

interface Action {
  /** What it mostly asks: a show falls back to a list when the user has seen none. */
  kind: Kind;
  weight: number;
  /** Every permission the action needs. */
  needs: string[];
  run(user: VirtualUser, send: Send): Promise<void>;
}

const DASHBOARDS = [
  "dashboard-summary",
  "dashboard-akuisisi",
  "dashboard-leaderboard",
  "dashboard-monitoring-presence",
];
const NAMES = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES, ...LAST_NAMES].map((name) =>
  name.toLowerCase(),
);

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** Mostly the first page, sometimes one of the next few. */
const pageOf = (rng: Random) => (rng.chance(0.7) ? 1 : rng.int(2, 5));
/** A name as typed into a search box: whole, or its first letters. */
const typed = (rng: Random) => {
  const name = rng.pick(NAMES);
  return rng.chance(0.7) ? name : name.slice(0, rng.int(3, Math.max(3, name.length)));
};
const maybe = <T>(rng: Random, chance: number, value: () => T) =>
  rng.chance(chance) ? value() : undefined;
/** The business day `days` before the data's today. */
const daysAgo = ({ data }: VirtualUser, days: number) => addDays(data.today, -days);

/** A list page; its ids become what the user may open next. */
async function list(
  user: VirtualUser,
  send: Send,
  screen: string,
  params: Record<string, string | number | undefined>,
) {
  const answer = await send({
    kind: "list",
    screen,
    path: `/api/${screen}/list?${query({ limit: 20, ...params })}`,
    keepBody: true,
  });
  if (answer.status !== 200) return;
  const rows = (JSON.parse(answer.body) as { data?: { id?: number }[] }).data ?? [];
  const ids = rows.map((row) => Number(row.id)).filter((id) => Number.isInteger(id));
  if (ids.length > 0) user.seen.set(screen, ids);
}

type Params = Record<string, string | number | undefined>;

/** Each list screen's filters, drawn as users set them, and how often it is listed. */
const LISTS: Record<string, { weight: number; params: (user: VirtualUser) => Params }> = {
  employee: {
    weight: 18,
    params: ({ rng, client, data }) => ({
      search: maybe(rng, 0.45, () => typed(rng)),
      project_id: maybe(rng, 0.4, () => rng.pick(client.projects)),
      status: maybe(rng, 0.25, () => rng.pick(["active", "non_active"])),
      manpower_type_id: maybe(rng, 0.1, () => rng.pick(data.manpowerTypes)),
      page: pageOf(rng),
      ...(rng.chance(0.5)
        ? { sort_by: "fullname", sort: "ASC" }
        : { sort_by: "created_at", sort: "DESC" }),
    }),
  },
  project: {
    weight: 5,
    params: ({ rng, client }) => ({
      department_id: maybe(rng, 0.4, () => rng.pick(client.departments)),
      status: maybe(rng, 0.3, () => rng.pick(["planning", "running", "finished", "suspended"])),
      page: rng.chance(0.8) ? 1 : 2,
      ...(rng.chance(0.5) ? { sort_by: "project_name", sort: "ASC" } : {}),
    }),
  },
  convalsals: {
    weight: 5,
    params: ({ rng }) => ({
      convalsal_type: maybe(rng, 0.4, () => rng.pick(["vendor", "subcon"])),
      status: maybe(rng, 0.3, () => rng.pick(["active", "non_active"])),
      verification_status: maybe(rng, 0.2, () => rng.pick(["draft", "approved"])),
      page: pageOf(rng),
      ...(rng.chance(0.5) ? { sort_by: "convalsal_name", sort: "ASC" } : {}),
    }),
  },
  equipments: {
    weight: 4,
    params: ({ rng, client, data }) => ({
      search: maybe(rng, 0.3, () => rng.pick(["excavator", "crane", "truck", "genset", "mixer"])),
      project_id: maybe(rng, 0.4, () => rng.pick(client.projects)),
      condition: maybe(rng, 0.2, () => rng.pick(["good", "damaged"])),
      equipment_type_id: maybe(rng, 0.2, () => rng.pick(data.equipmentTypes)),
      page: pageOf(rng),
    }),
  },
  "buku-tamu": {
    weight: 3,
    params: (user) => ({
      project_id: maybe(user.rng, 0.5, () => user.rng.pick(user.client.presenceProjects)),
      check_in_at_from: maybe(user.rng, 0.4, () => daysAgo(user, 7)),
      visit_status: maybe(user.rng, 0.2, () => user.rng.pick(["inside", "checked_out"])),
      search: maybe(user.rng, 0.2, () => typed(user.rng)),
      page: pageOf(user.rng),
    }),
  },
};

/** A list page of `screen` as this user would ask for it. */
const listed = (user: VirtualUser, send: Send, screen: string) =>
  list(user, send, screen, LISTS[screen]?.params(user) ?? {});

/** The attendance recap of one project and month (a rollup screen). */
async function recap(user: VirtualUser, send: Send) {
  const { rng, client, data } = user;
  const month = rng.pick(data.months);
  await list(user, send, "presensi-pekerja", {
    project_id: rng.pick(client.presenceProjects),
    period_from: month.from,
    period_to: month.to,
    search: maybe(rng, 0.2, () => typed(rng)),
    page: rng.chance(0.8) ? 1 : 2,
  });
}

/** A record the user was shown, opened; the list first when they have seen none. */
async function show(user: VirtualUser, send: Send, screen: string) {
  const ids = user.seen.get(screen);
  if (!ids) return listed(user, send, screen);
  await send({ kind: "show", screen, path: `/api/${screen}/${user.rng.pick(ids)}/show` });
}

/** Opens one of the user's own records as the edit form does, then saves a change to it. */
async function update(
  user: VirtualUser,
  send: Send,
  screen: string,
  change: (serial: number) => Record<string, unknown>,
) {
  const ids = user.own.get(screen) ?? [];
  if (ids.length === 0) return;
  const id = user.rng.pick(ids);
  const read = await send({
    kind: "show",
    screen,
    path: `/api/${screen}/${id}/show`,
    keepBody: true,
  });
  if (read.status !== 200) return;
  const record = (JSON.parse(read.body) as { data: { updated_at: string } }).data;
  user.made += 1;
  await send({
    kind: "update",
    screen,
    method: "PUT",
    path: `/api/${screen}/update`,
    body: { id, updated_at: record.updated_at, ...change(user.made) },
  });
}

/** Creates a record; it joins the user's own, to be updated later. */
async function create(
  user: VirtualUser,
  send: Send,
  screen: string,
  body: (serial: number) => Record<string, unknown>,
) {
  user.made += 1;
  const answer = await send({
    kind: "create",
    screen,
    method: "POST",
    path: `/api/${screen}/create`,
    body: body(user.made),
    keepBody: true,
  });
  if (answer.status !== 200 && answer.status !== 201) return;
  const id = Number((JSON.parse(answer.body) as { data?: { id?: number } }).data?.id);
  if (Number.isInteger(id)) user.own.set(screen, [...(user.own.get(screen) ?? []), id]);
}

/** A code unique to the client and its n-th write. */
const serialOf = (user: VirtualUser, serial: number) =>
  `${String(user.index).padStart(3, "0")}${String(serial).padStart(6, "0")}`;

const ACTIONS: Action[] = [
  ...Object.entries(LISTS).map(([screen, { weight }]) => ({
    kind: "list" as const,
    weight,
    needs: [`read-${screen}`],
    run: (user: VirtualUser, send: Send) => listed(user, send, screen),
  })),
  { kind: "list", weight: 5, needs: ["read-presensi-pekerja"], run: recap },
  {
    kind: "lookup",
    weight: 4,
    needs: ["read-employee"],
    run: ({ rng }, send) =>
      send({
        kind: "lookup",
        screen: "employee",
        path: `/api/employee/dataset?${query({ search: typed(rng), page: rng.chance(0.8) ? 1 : 2, limit: 10, status: "active" })}`,
      }).then(() => undefined),
  },
  ...(
    [
      ["employee", 8],
      ["project", 2],
      ["convalsals", 2],
    ] as const
  ).map(([screen, weight]) => ({
    kind: "show" as const,
    weight,
    needs: [`read-${screen}`],
    run: (user: VirtualUser, send: Send) => show(user, send, screen),
  })),
  ...DASHBOARDS.map((id) => ({
    kind: "dashboard" as const,
    weight: id === "dashboard-summary" ? 4 : 1.5,
    needs: [`read-${id}`],
    run: async (user: VirtualUser, send: Send) => {
      const { rng, client, data } = user;
      const month = rng.pick(data.months);
      const filters = rng.weighted<Record<string, string | number | undefined>>([
        [{}, 3],
        [{ project_id: rng.pick(client.presenceProjects) }, 2],
        [{ period_from: month.from, period_to: month.to }, 1],
        [{ period_from: daysAgo(user, 6), period_to: data.today }, 1],
      ]);
      await send({
        kind: "dashboard",
        screen: id,
        path: `/api/dashboards/${id}/data?${query(filters)}`,
      });
    },
  })),
  {
    kind: "create",
    weight: 3,
    needs: ["read-employee", "create-employee"],
    run: (user, send) =>
      create(user, send, "employee", (serial) => {
        const code = serialOf(user, serial);
        return {
          nik: `9800000${code}`,
          employee_code: `MIX-${code}`,
          fullname: `Pekerja Campuran ${code}`,
          gender: user.rng.pick(["male", "female"]),
          manpower_type_id: user.rng.pick(user.data.manpowerTypes),
          project_id: user.rng.pick(user.client.projects),
        };
      }),
  },
  {
    kind: "update",
    weight: 4,
    needs: ["read-employee", "update-employee"],
    run: (user, send) =>
      update(user, send, "employee", (serial) => ({ phone: `08${serialOf(user, serial)}` })),
  },
  {
    kind: "create",
    weight: 2,
    needs: ["read-buku-tamu", "create-buku-tamu"],
    run: (user, send) =>
      create(user, send, "buku-tamu", (serial) => ({
        visitor_name: `Tamu ${serialOf(user, serial)}`,
        company: "PT Mitra Bangun",
        purpose: "Rapat koordinasi",
        host_name: "Kepala Proyek",
        project_id: user.rng.pick(user.client.presenceProjects),
      })),
  },
  {
    kind: "create",
    weight: 1.5,
    needs: [
      "read-employee",
      "read-employee-disease-histories",
      "create-employee-disease-histories",
    ],
    run: async (user, send) => {
      const employees = user.seen.get("employee");
      if (!employees) return listed(user, send, "employee");
      await create(user, send, "employee-disease-histories", () => ({
        employee_id: user.rng.pick(employees),
        disease_id: user.rng.pick(user.data.diseases),
        diagnosed_at: daysAgo(user, user.rng.int(1, 300)),
        notes: "Pemeriksaan berkala",
      }));
    },
  },
  {
    kind: "update",
    weight: 1,
    needs: ["read-employee-disease-histories", "update-employee-disease-histories"],
    run: (user, send) =>
      update(user, send, "employee-disease-histories", (serial) => ({
        notes: `Kontrol ulang ${serial}`,
      })),
  },
  {
    kind: "create",
    weight: 0.5,
    needs: ["read-convalsals", "create-convalsals"],
    run: (user, send) =>
      create(user, send, "convalsals", (serial) => ({
        convalsal_code: `MIX-${serialOf(user, serial)}`,
        convalsal_name: `CV Campuran ${serialOf(user, serial)}`,
        convalsal_type: user.rng.pick(["vendor", "subcon"]),
      })),
  },
  {
    kind: "update",
    weight: 0.5,
    needs: ["read-convalsals", "update-convalsals"],
    run: (user, send) =>
      update(user, send, "convalsals", (serial) => ({ pic_name: `PIC ${serial}` })),
  },
  {
    kind: "export",
    weight: 0.3,
    needs: ["read-employee"],
    run: ({ rng, client }, send) =>
      send({
        kind: "export",
        screen: "employee",
        path: `/api/employee/export?${query({ format: "csv", project_id: rng.pick(client.projects) })}`,
      }).then(() => undefined),
  },
];

/** The actions `client` may take (of one kind, when `only` names it), with their weights. */
export function actionsOf(client: MixedClient, only?: Kind): (readonly [Action["run"], number])[] {
  const allowed = (permission: string) => client.permissions?.has(permission) ?? true;
  return ACTIONS.filter(
    (action) => action.needs.every(allowed) && (only === undefined || action.kind === only),
  ).map((action) => [action.run, action.weight] as const);
}

/** A fresh virtual user for client `index`, its own share already its to update. */
export function virtualUserOf(
  client: MixedClient,
  data: MixedData,
  index: number,
  rng: Random,
): VirtualUser {
  return {
    client,
    data,
    rng,
    index,
    seen: new Map(),
    own: new Map([["employee", [...client.updatable]]]),
    made: 0,
  };
}
