/**
 * The admin frame around every signed-in page: aside, header, the page, footer. Below 1024 px
 * the aside is a drawer the header's menu toggle opens; while it is open the page behind it
 * is inert.
 */
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { Aside } from "./Aside";
import { Header } from "./Header";
import { useDrawer } from "./use-drawer";

export function AppShell({ children }: { children: ReactNode }) {
  const drawer = useDrawer();
  const asideId = useId();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        <Trans>Langsung ke konten utama</Trans>
      </a>
      <Aside id={asideId} drawer={drawer} />
      <div className="app-shell__body">
        <Header asideId={asideId} drawer={drawer} />
        <main
          id="main-content"
          ref={drawer.mainRef}
          className="app-shell__main"
          tabIndex={-1}
          inert={drawer.open}
        >
          {children}
        </main>
        <footer className="footer" inert={drawer.open}>
          <span>© {new Date().getFullYear()} Mandor</span>
        </footer>
      </div>
    </div>
  );
}
