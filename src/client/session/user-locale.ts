/**
 * When a signed-in user switches the interface language, the server hears it
 * (`GET /api/change-locale`), so the e-mails it sends them later use that language too.
 */
import { i18n } from "@lingui/core";
import { useEffect } from "react";
import { changeLocale } from "../auth/auth-api";
import { isLocale } from "../i18n/locales";
import { readSession } from "./session-store";

export function useLocaleFollowsUser(): void {
  useEffect(
    () =>
      i18n.on("change", () => {
        const locale = i18n.locale;
        if (readSession().token && isLocale(locale)) void changeLocale(locale).catch(() => {});
      }),
    [],
  );
}
