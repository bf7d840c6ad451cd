/**
 * The dark left column: brand, the home link, then the current module's menu. Below 1024 px
 * it is the drawer of the mobile header's toggle, over a backdrop that closes it.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { moduleOf, useModules } from "../launcher/modules";
import { useLoadedAppConfig } from "../session/app-config";
import { can } from "../session/permissions";
import { useSession } from "../session/session-store";
import { BrandMark, HomeIcon } from "../ui/Icons";
import { moduleNavigation, type NavItem } from "./navigation";
import type { Drawer } from "./use-drawer";

function AsideLink({ href, label, icon }: NavItem & { icon?: React.ReactNode }) {
  const [location] = useLocation();
  const active = location === href;
  return (
    <li>
      <Link
        href={href}
        className={active ? "aside__link aside__link--active" : "aside__link"}
        aria-current={active ? "page" : undefined}
      >
        {icon}
        {label}
      </Link>
    </li>
  );
}

export function Aside({ id, drawer }: { id: string; drawer: Drawer }) {
  const { i18n, t } = useLingui();
  const config = useLoadedAppConfig();
  const [location] = useLocation();
  const { data: modules } = useModules();
  const session = useSession();
  const module = modules ? moduleOf(modules, location) : null;
  const locale = i18n.locale === "en" ? "en" : "id";
  const name = config.name;

  return (
    <>
      <aside id={id} ref={drawer.drawerRef} className={drawer.open ? "aside aside--open" : "aside"}>
        <Link href="/" className="aside__brand" aria-label={t`${name}, ke beranda`}>
          <BrandMark size={config.logo.asideHeight} />
          <span>{name}</span>
        </Link>
        <nav className="aside__nav" aria-label={t`Navigasi utama`}>
          <div className="aside__group">
            <p className="aside__group-label">
              <Trans>Menu utama</Trans>
            </p>
            <ul>
              <AsideLink href="/" label={t`Beranda`} icon={<HomeIcon />} />
            </ul>
          </div>
          {module &&
            moduleNavigation(module, locale, (route) => can(`read-${route.resource}`, session)).map(
              (group) => (
                <div className="aside__group" key={group.label}>
                  <p className="aside__group-label">{group.label}</p>
                  <ul>
                    {group.items.map((item) => (
                      <AsideLink key={item.href} {...item} />
                    ))}
                  </ul>
                </div>
              ),
            )}
        </nav>
      </aside>
      {drawer.open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer's way out; keyboards have Escape and the toggle
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the drawer from anywhere
        <div className="aside-backdrop" onClick={drawer.close} />
      )}
    </>
  );
}
