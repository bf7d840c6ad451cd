/**
 * The thin bar above every signed-in page: the company on the left; the language, the user
 * (when the steward's myAction option is on) and sign-out on the right. Below 1024 px it is
 * the spec's mobile header: the menu toggle of the aside drawer and the brand come first.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { LanguagePicker } from "../i18n/LanguagePicker";
import { useLoadedAppConfig } from "../session/app-config";
import { useSession } from "../session/session-store";
import { signOut } from "../session/sign-out";
import { Button } from "../ui/Button";
import { BrandMark, LogOutIcon } from "../ui/Icons";
import { CloseIcon, MenuIcon } from "./icons";
import type { Drawer } from "./use-drawer";
import "./session-chrome.css";

export function Header({ asideId, drawer }: { asideId: string; drawer: Drawer }) {
  const { t } = useLingui();
  const config = useLoadedAppConfig();
  const { profile } = useSession();
  const name = config.name;
  return (
    <header className="header">
      <div className="header__start">
        <button
          ref={drawer.toggleRef}
          type="button"
          className="header__menu"
          aria-label={t`Menu`}
          aria-expanded={drawer.open}
          aria-controls={asideId}
          onClick={drawer.toggle}
        >
          {drawer.open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link href="/" className="header__brand" aria-label={t`${name}, ke beranda`}>
          <BrandMark size={config.logo.asideHeight} />
          <span className="header__brand-name">{name}</span>
        </Link>
        <p className="header__context">
          {config.company || <Trans>Administrasi tenaga kerja konstruksi</Trans>}
        </p>
      </div>
      <div className="header__tools">
        <LanguagePicker />
        {config.options.myAction && profile && (
          <span className="header__user" title={profile.fullname}>
            <span className="header__user-name">{profile.fullname}</span>
            {profile.role_name && <span className="header__user-role">{profile.role_name}</span>}
          </span>
        )}
        <Button
          size="small"
          icon={<LogOutIcon size={14} />}
          aria-label={t`Keluar`}
          onClick={() => void signOut()}
        >
          <span className="header__label">
            <Trans>Keluar</Trans>
          </span>
        </Button>
      </div>
    </header>
  );
}
