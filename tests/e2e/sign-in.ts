/**
 * The browser tests' shared set-up: a real sign-in through the API turned into the local
 * storage the login page leaves, and the page errors a test watches for.
 */
import type { Page } from "playwright-core";

export const ADMIN = { username: "admin", password: "Mandor-admin-2026" };

/** `POST /api/login` with the app's code: the session entries as the client stores them. */
export async function signedInStorage(
  serverUrl: string,
  credentials: { username: string; password: string } = ADMIN,
): Promise<Record<string, string>> {
  const login = await fetch(new URL("/api/login", serverUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const answer = await login.json();
  const config = await fetch(new URL("/api/app-config", serverUrl));
  const appCode: string = (await config.json()).data.appCode;
  return {
    token: answer.token,
    profile: JSON.stringify(answer.user),
    permissions: JSON.stringify(answer.permissions),
    app_code: appCode,
  };
}

/** Reports script errors and console errors (CSP refusals, failed requests) of a page. */
export function watchProblems(page: Page, report: (line: string) => void): void {
  page.on("pageerror", (error) => report(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") report(`console: ${message.text()}`);
  });
}

/** The problems left once the HTTP statuses a test provokes on purpose are set aside. */
export const unexpectedProblems = (problems: string[], expectedStatuses: number[]): string[] =>
  problems.filter(
    (line) => !expectedStatuses.some((status) => line.includes(`status of ${status}`)),
  );

/** Puts `session` (from signedInStorage) and the language into `page`'s local storage. */
export async function storeSession(
  page: Page,
  serverUrl: string,
  session: Record<string, string>,
  locale = "id",
): Promise<void> {
  await page.goto(`${serverUrl}/login`);
  // The app stores the language it started in once it has rendered: store ours after that,
  // or a loaded machine lets the app's write land last and the page opens in Indonesian.
  await page.locator("#root *").first().waitFor();
  await page.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { ...session, locale },
  );
}
