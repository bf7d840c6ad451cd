/**
 * The thin bar above every signed-in page: the company on the left; the language, the user
 * (when the steward's myAction option is on) and sign-out on the right.
 */
import { Trans } from "@lingui/react/macro";
import { LanguagePicker } from "../i18n/LanguagePicker";
import { useLoadedAppConfig } from "../session/app-config";
import { useSession } from "../session/session-store";
import { signOut } from "../session/sign-out";
import { Button } from "../ui/Button";
import { LogOutIcon } from "../ui/Icons";
import "./session-chrome.css";

export function Header() {
  const config = useLoadedAppConfig();
  const { profile } = useSession();
  return (
    <header className="header">
      <p className="header__context">
        {config.company || <Trans>Administrasi tenaga kerja konstruksi</Trans>}
      </p>
      <div className="header__tools">
        <LanguagePicker />
        {config.options.myAction && profile && (
          <span className="header__user">
            <span className="header__user-name">{profile.fullname}</span>
            {profile.role_name && <span className="header__user-role">{profile.role_name}</span>}
          </span>
        )}
        <Button size="small" icon={<LogOutIcon size={14} />} onClick={() => void signOut()}>
          <Trans>Keluar</Trans>
        </Button>
      </div>
    </header>
  );
}
