/** The client's small pure rules: the guard, the reset link's age, the PIC number, the user parameter, the permission check. */
import { describe, expect, it } from "vitest";
import { picNumber } from "../../../src/client/auth/pic-contact";
import { RESET_LINK_MAX_AGE_MS, resetLinkUsable } from "../../../src/client/auth/reset-link";
import { decodeUser, encodeUser } from "../../../src/client/auth/temporary-user";
import { isSmallDevice } from "../../../src/client/layout/device";
import { type GuardInput, guardDecision } from "../../../src/client/session/guard-decision";
import { can } from "../../../src/client/session/permissions";
import type { Session } from "../../../src/client/session/session-store";

describe("guardDecision", () => {
  const base: GuardInput = {
    path: "/",
    token: null,
    storedAppCode: null,
    appCode: "MANDOR-WEB",
    options: { allowRegister: true, forgetPassword: true },
  };
  it.each<[string, Partial<GuardInput>, ReturnType<typeof guardDecision>]>([
    ["a private page without a token", {}, { redirect: "/login" }],
    ["a private page with a token", { token: "t", storedAppCode: "MANDOR-WEB" }, {}],
    ["a public page without a token", { path: "/privacy-policy" }, {}],
    [
      "login with a token",
      { path: "/login", token: "t", storedAppCode: "MANDOR-WEB" },
      { redirect: "/" },
    ],
    [
      "another product's session",
      { token: "t", storedAppCode: "LAIN" },
      { clearSession: true, redirect: "/login" },
    ],
    [
      "another product's session on login",
      { path: "/login", token: "t", storedAppCode: "LAIN" },
      { clearSession: true },
    ],
    [
      "registration while it is off",
      { path: "/register", options: { allowRegister: false, forgetPassword: true } },
      { redirect: "/login" },
    ],
    [
      "waiting while registration is off",
      { path: "/waiting-account", options: { allowRegister: false, forgetPassword: true } },
      { redirect: "/login" },
    ],
    [
      "reset while it is off",
      { path: "/reset-password", options: { allowRegister: true, forgetPassword: false } },
      { redirect: "/login" },
    ],
    [
      "reset while registration is off",
      { path: "/reset-password", options: { allowRegister: false, forgetPassword: true } },
      {},
    ],
  ])("%s", (_name, input, decision) => {
    expect(guardDecision({ ...base, ...input })).toEqual(decision);
  });
});

describe("resetLinkUsable", () => {
  const now = 1_800_000_000_000;
  it.each<[string | null, string | null, boolean]>([
    ["code", String(now - 1000), true],
    ["code", String(now - RESET_LINK_MAX_AGE_MS), true],
    ["code", String(now - RESET_LINK_MAX_AGE_MS - 1), false],
    [null, String(now), false],
    ["code", null, false],
    ["code", "-5", false],
    ["code", "1e12", false],
  ])("code %j, ts %j → %s", (code, ts, usable) => {
    expect(resetLinkUsable(code, ts, now)).toBe(usable);
  });
});

describe("picNumber", () => {
  it.each([
    ["Budi Santoso - 0812-3456-7890", "0812-3456-7890"],
    ["Siti-081234", "081234"],
    ["081299990000", "081299990000"],
    ["  Andi -  0813  ", "0813"],
  ])("%j → %j", (contact, number) => {
    expect(picNumber(contact)).toBe(number);
  });
});

describe("the temporary user parameter", () => {
  it("survives the round trip, including non-ASCII names", () => {
    const user = {
      status_code: "email_verified",
      id: 1,
      fullname: "Ñoman Wayan – Bali",
      username: "noman",
      email: "n@x.id",
      department: null,
    };
    expect(decodeUser(encodeUser(user))).toEqual(user);
    expect(encodeUser(user)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([null, "", "%%%", "e30"])("reads %j as no user", (param) => {
    expect(decodeUser(param)).toBeNull();
  });
});

describe("can (the stored permission check)", () => {
  const session = (roleId: number | null, permissions: string[], signedIn = true): Session => ({
    token: "t",
    appCode: "MANDOR-WEB",
    modules: null,
    permissions,
    profile: signedIn
      ? {
          id: 1,
          fullname: "A",
          username: "a",
          email: "a@x.id",
          role_id: roleId,
          role_name: null,
          department_id: null,
          department_name: null,
          project_id: null,
          project_name: null,
          job_position: null,
          locale: "id",
        }
      : null,
  });
  it.each<[string, Session, string, boolean]>([
    ["nothing without a profile", session(3, ["read-employee"], false), "read-employee", false],
    ["template-allow-all always", session(3, []), "template-allow-all", true],
    ["everything for the super-admin", session(-1, []), "delete-role", true],
    ["a stored permission", session(3, ["read-employee"]), "read-employee", true],
    ["nothing else", session(3, ["read-employee"]), "delete-employee", false],
  ])("allows %s", (_name, stored, permission, allowed) => {
    expect(can(permission, stored)).toBe(allowed);
  });
});

describe("isSmallDevice", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", true],
    ["Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)", true],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36", true],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36", false],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0", false],
  ])("%s → %s", (agent, small) => {
    expect(isSmallDevice(agent)).toBe(small);
  });
});
