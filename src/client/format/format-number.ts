/**
 * Numbers in the interface language, the one place the client's counts, totals and row
 * numbers read it from ("3.002" in Indonesian, "3,002" in English); values shown through a
 * transform (money, number, rekap) use the same adapter function with the same locale.
 */
import { useCallback } from "react";
import { formatNumber } from "../../schema/adapter/transforms";
import { useSchemaLocale } from "../schema-form/use-adapter-context";

export function useFormatNumber(): (value: unknown) => string {
  const locale = useSchemaLocale();
  return useCallback((value: unknown) => formatNumber(value, locale), [locale]);
}
