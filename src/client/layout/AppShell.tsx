/** The admin frame around every signed-in page: aside, header, the page, footer. */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Aside } from "./Aside";
import { Header } from "./Header";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        <Trans>Langsung ke konten utama</Trans>
      </a>
      <Aside />
      <div className="app-shell__body">
        <Header />
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          {children}
        </main>
        <footer className="footer">
          <span>© {new Date().getFullYear()} Mandor</span>
        </footer>
      </div>
    </div>
  );
}
