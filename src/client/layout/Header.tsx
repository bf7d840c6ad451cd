/** The thin bar above every page: company context on the left, user tools on the right. */
import { Trans } from "@lingui/react/macro";
import { LanguagePicker } from "../i18n/LanguagePicker";

export function Header() {
  return (
    <header className="header">
      <p className="header__context">
        <Trans>Administrasi tenaga kerja konstruksi</Trans>
      </p>
      <div className="header__tools">
        <LanguagePicker />
      </div>
    </header>
  );
}
