/**
 * Who is looking, for the adapter: the stored session's profile (role) and permission list,
 * and the interface language. The server enforces the same permissions; here they only hide
 * what the user could not use.
 */
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { AdapterContext } from "../../schema/adapter/adapter-context";
import type { SchemaLocale } from "../../schema/local-text";
import { useSession } from "../session/session-store";

export function useSchemaLocale(): SchemaLocale {
  const { i18n } = useLingui();
  return i18n.locale === "en" ? "en" : "id";
}

export function useAdapterContext(): AdapterContext {
  const locale = useSchemaLocale();
  const { profile, permissions } = useSession();
  return useMemo(
    () => ({ user: profile && { id: profile.id, roleId: profile.role_id, permissions }, locale }),
    [profile, permissions, locale],
  );
}
