/** Chooses the interface language (Indonesia / English); the choice survives a reload. */
import { useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useId } from "react";
import { GlobeIcon } from "../ui/Icons";
import { activateLocale } from "./activate-locale";
import { isLocale, LOCALE_NAMES, LOCALES } from "./locales";

export function LanguagePicker() {
  const { i18n, t } = useLingui();
  const { enqueueSnackbar } = useSnackbar();
  const selectId = useId();

  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    try {
      await activateLocale(value);
    } catch {
      // Typically a catalog chunk gone after a new deployment: the old language stays usable.
      enqueueSnackbar(t`Bahasa tidak dapat dimuat. Muat ulang halaman lalu coba lagi.`, {
        variant: "error",
      });
    }
  };

  return (
    <div className="language-picker">
      <label htmlFor={selectId}>
        <GlobeIcon />
        <span className="visually-hidden">{t`Bahasa`}</span>
      </label>
      <select
        id={selectId}
        className="select select--small"
        value={i18n.locale}
        onChange={(event) => void choose(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
