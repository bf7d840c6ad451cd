/** The dark left column: brand, then the navigation groups. */
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { BrandMark } from "../ui/Icons";
import { NAV_GROUPS } from "./navigation";

export function Aside() {
  const { i18n, t } = useLingui();
  const [location] = useLocation();
  return (
    <aside className="aside">
      <Link href="/" className="aside__brand" aria-label={t`Mandor, ke beranda`}>
        <BrandMark />
        <span>Mandor</span>
      </Link>
      <nav className="aside__nav" aria-label={t`Navigasi utama`}>
        {NAV_GROUPS.map((group) => (
          <div className="aside__group" key={group.label.id}>
            <p className="aside__group-label">{i18n._(group.label)}</p>
            <ul>
              {group.items.map(({ href, label, icon: Icon }) => {
                const active = location === href;
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      className={active ? "aside__link aside__link--active" : "aside__link"}
                      aria-current={active ? "page" : undefined}
                    >
                      <Icon />
                      {i18n._(label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
