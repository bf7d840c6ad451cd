/**
 * The stored session, under the spec's local-storage keys: `profile` (with role_id),
 * `token`, `permissions`, `app_code`, `modules` and, when the autofill option is on,
 * `autofill` (default department and project, each a value and its list). The interface
 * language (`locale`) and the "keep using the web" choice are preferences, not session:
 * signing out keeps them. Components follow changes through `useSession`.
 */
import { useSyncExternalStore } from "react";
import type {
  DepartmentItem,
  LoginAnswer,
  ProfileUser,
  ProjectItem,
} from "../../schema/api/profile";
import type { Module } from "../../schema/modules";

export interface Autofill {
  department: { value: number | null; list: DepartmentItem[] };
  project: { value: number | null; list: ProjectItem[] };
}

const KEYS = {
  profile: "profile",
  token: "token",
  permissions: "permissions",
  appCode: "app_code",
  modules: "modules",
  autofill: "autofill",
} as const;

export interface Session {
  token: string | null;
  profile: ProfileUser | null;
  permissions: readonly string[];
  appCode: string | null;
  modules: Module[] | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  changed();
}

let snapshot: Session | undefined;
const listeners = new Set<() => void>();

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function readSession(): Session {
  snapshot ??= {
    token: read(KEYS.token),
    profile: readJson<ProfileUser>(KEYS.profile),
    permissions: readJson<string[]>(KEYS.permissions) ?? [],
    appCode: read(KEYS.appCode),
    modules: readJson<Module[]>(KEYS.modules),
  };
  return snapshot;
}

export function saveSignIn(answer: LoginAnswer, appCode: string, autofill: boolean): void {
  clearSession();
  write({
    [KEYS.token]: answer.token,
    [KEYS.profile]: JSON.stringify(answer.user),
    [KEYS.permissions]: JSON.stringify(answer.permissions),
    [KEYS.appCode]: appCode,
    ...(autofill
      ? {
          [KEYS.autofill]: JSON.stringify({
            department: { value: answer.user.department_id, list: answer.departments },
            project: { value: answer.user.project_id, list: answer.projects },
          } satisfies Autofill),
        }
      : {}),
  });
}

export function saveModules(modules: readonly Module[]): void {
  write({ [KEYS.modules]: JSON.stringify(modules) });
}

export function clearSession(): void {
  try {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = () => changed();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession);
}
