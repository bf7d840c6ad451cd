/**
 * The e-mail to a department's admins when an account starts waiting for approval: sent when
 * the e-mail is verified and when an account chooses its role, to the active admins mapped to
 * the account's department whose role may approve — and to the super-admins only when that
 * department has none.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approversOf } from "../../../src/server/auth/approver-notice";
import {
  type AuthTestApp,
  codeOf,
  insertUser,
  PUBLIC_URL,
  registration,
  startAuthApp,
} from "./auth-app";

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthApp();
});

afterAll(async () => {
  await t?.close();
});

const recipients = async (accountId: number) =>
  (await approversOf(t.db, accountId)).map((approver) => approver.email);

async function mapToDepartment(userId: number, departmentId: number) {
  await sql`INSERT INTO user_mappings (user_id, department_id)
            VALUES (${userId}, ${departmentId})`.execute(t.db);
}

describe("who is told that an account waits", () => {
  it("the department's active admins who may approve, not those of another department", async () => {
    const waiting = await insertUser(t.db, {
      username: "tunggu.a",
      status: "pending_approval",
      roleId: t.org.staffRole,
      departmentId: t.org.departmentA,
    });
    const staff = await insertUser(t.db, {
      username: "staf.dept.a",
      status: "active",
      roleId: t.org.staffRole,
    });
    await mapToDepartment(staff, t.org.departmentA);
    const retired = await insertUser(t.db, {
      username: "admin.lama",
      status: "inactive",
      roleId: t.org.adminRole,
    });
    await mapToDepartment(retired, t.org.departmentA);

    expect(await recipients(waiting)).toEqual(["admin.gedung@mandor.test"]);
  });

  it("the super-admins when the department has no admin left", async () => {
    const waiting = await insertUser(t.db, {
      username: "tunggu.b",
      status: "pending_approval",
      roleId: t.org.staffRole,
      departmentId: t.org.departmentB,
    });
    expect(await recipients(waiting)).toEqual(["admin.infra@mandor.test"]);
    await sql`UPDATE users SET status = 'inactive' WHERE username = 'admin.infra'`.execute(t.db);
    try {
      expect(await recipients(waiting)).toEqual(["root@mandor.test"]);
    } finally {
      await sql`UPDATE users SET status = 'active' WHERE username = 'admin.infra'`.execute(t.db);
    }
  });

  it("the super-admins for an account without a department; nobody for one not waiting", async () => {
    const lone = await insertUser(t.db, {
      username: "tanpa.dept",
      status: "pending_approval",
      roleId: t.org.staffRole,
    });
    expect(await recipients(lone)).toEqual(["root@mandor.test"]);
    await sql`UPDATE users SET status = 'active' WHERE id = ${lone}`.execute(t.db);
    expect(await recipients(lone)).toEqual([]);
  });
});

describe("when the e-mail goes out", () => {
  it("on verifying the e-mail: the admin gets a link to the approval screen, once", async () => {
    const payload = registration(t.org, {
      username: "daftar.baru",
      email: "daftar.baru@mandor.test",
    });
    await t.call({ method: "POST", url: "/api/register", payload });
    const code = codeOf((await t.mail.waitFor(payload.email)).links[0]);
    const verify = () => t.call({ method: "POST", url: "/api/verify-email", payload: { code } });
    expect((await verify()).status).toBe(200);

    const mail = await t.mail.waitFor("admin.gedung@mandor.test", (m) =>
      m.subject.includes("daftar.baru"),
    );
    expect(mail.subject).toBe("Akun baru menunggu persetujuan: Andi Pratama (daftar.baru)");
    expect(mail.links).toEqual([`${PUBLIC_URL}/user-role/user-approval`]);
    expect((await verify()).status).toBe(400);
  });

  it("on choosing a role", async () => {
    await insertUser(t.db, {
      username: "pilih.role.b",
      status: "active",
      roleId: null,
      departmentId: t.org.departmentB,
    });
    const login = await t.call({
      method: "POST",
      url: "/api/login",
      payload: { username: "pilih.role.b", password: "Rahasia#Mandor26" },
    });
    const chosen = await t.call({
      method: "POST",
      url: "/api/user-register-role",
      payload: {
        ticket: login.body.data_user_before_login.ticket,
        role_id: t.org.staffRole,
        password: "Besi-Beton-Ulir-16",
      },
    });
    expect(chosen.status).toBe(200);
    const mail = await t.mail.waitFor("admin.infra@mandor.test", (m) =>
      m.subject.includes("pilih.role.b"),
    );
    expect(mail.text).toContain("menunggu persetujuan Anda");
  });
});
