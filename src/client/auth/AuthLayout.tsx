/**
 * The frame of every public page: the brand panel (app name and company from the steward's
 * configuration), the language picker, one card for the page, and the links to the terms,
 * the privacy page and the user guide.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect } from "react";
import { Link } from "wouter";
import { LanguagePicker } from "../i18n/LanguagePicker";
import { useLoadedAppConfig } from "../session/app-config";
import { BrandMark, CheckIcon } from "../ui/Icons";
import "./auth.css";

interface AuthLayoutProps {
  /** The browser tab's title. */
  title: string;
  width?: "normal" | "wide" | "reading";
  children: ReactNode;
}

export function AuthLayout({ title, width = "normal", children }: AuthLayoutProps) {
  const { t } = useLingui();
  const config = useLoadedAppConfig();
  useEffect(() => {
    document.title = `${title} · ${config.name}`;
  }, [title, config.name]);

  return (
    <div className="auth">
      <aside className="auth__brand">
        <p className="auth__logo">
          <BrandMark size={config.logo.loginHeight} />
          <span>{config.name}</span>
        </p>
        <div className="auth__pitch">
          <p className="auth__pitch-title">
            <Trans>Administrasi tenaga kerja konstruksi</Trans>
          </p>
          <p className="auth__pitch-text">
            <Trans>
              Pekerja, vendor, peralatan, proyek, dan presensi perusahaan dalam satu tempat.
            </Trans>
          </p>
          <ul className="auth__pitch-list">
            <li>
              <CheckIcon size={16} />
              <Trans>Data tenaga kerja per proyek dan departemen</Trans>
            </li>
            <li>
              <CheckIcon size={16} />
              <Trans>Presensi dari perangkat dan aplikasi seluler</Trans>
            </li>
            <li>
              <CheckIcon size={16} />
              <Trans>Hak akses sesuai peran masing-masing</Trans>
            </li>
          </ul>
        </div>
        <p className="auth__company">
          © {new Date().getFullYear()} {config.company}
        </p>
      </aside>
      <div className="auth__main">
        <header className="auth__top">
          <LanguagePicker />
        </header>
        <main id="main-content" className="auth__content" tabIndex={-1}>
          <div className={width === "normal" ? "auth-card" : `auth-card auth-card--${width}`}>
            {children}
          </div>
        </main>
        <nav aria-label={t`Tautan informasi`} className="auth__footer">
          <Link href="/term-condition">
            <Trans>Syarat & Ketentuan</Trans>
          </Link>
          <Link href="/privacy-policy">
            <Trans>Kebijakan Privasi</Trans>
          </Link>
          {config.userGuideUrl && (
            <a href={config.userGuideUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Panduan Pengguna</Trans>
            </a>
          )}
        </nav>
      </div>
    </div>
  );
}
