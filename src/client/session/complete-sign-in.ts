/**
 * After a successful login (password or SSO): keep profile, token, permissions, app code
 * and, with the autofill option, the default department and project; load the modules the
 * user may read; then the module launcher.
 */
import type { AppConfig } from "../../schema/api/app-config";
import type { LoginAnswer } from "../../schema/api/profile";
import type { Module } from "../../schema/modules";
import { http } from "../api/http";
import { goTo } from "./navigate";
import { saveModules, saveSignIn } from "./session-store";

export function fetchModules(): Promise<Module[]> {
  return http
    .get("modules")
    .json<{ data: Module[] }>()
    .then((answer) => answer.data);
}

export async function completeSignIn(answer: LoginAnswer, config: AppConfig): Promise<void> {
  saveSignIn(answer, config.appCode, config.options.autofill);
  try {
    saveModules(await fetchModules());
  } catch {
    // The launcher loads them again and shows its own error if the server still fails.
  }
  goTo("/");
}
