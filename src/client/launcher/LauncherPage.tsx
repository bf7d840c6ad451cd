/**
 * `/`: the module launcher after sign-in. One card per module the user may read, leading to
 * the module's first screen; beside them the user's account and the server's status.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { Page } from "../layout/Page";
import { ServerStatusCard } from "../pages/ServerStatusCard";
import { useSession } from "../session/session-store";
import { ArrowRightIcon } from "../ui/Icons";
import { LoadFailed } from "../ui/LoadFailed";
import { Skeleton } from "../ui/Skeleton";
import { moduleIcon } from "./module-icons";
import { routeHref, useModules } from "./modules";
import "./launcher.css";

export function LauncherPage() {
  const { i18n, t } = useLingui();
  const { profile } = useSession();
  const { data: modules, error, isValidating, mutate } = useModules();
  const locale = i18n.locale === "en" ? "en" : "id";
  const name = profile?.fullname ?? "";

  return (
    <Page title={t`Beranda`} breadcrumbs={[{ label: t`Beranda` }]}>
      <div className="launcher">
        <section aria-labelledby="launcher-title">
          <h2 id="launcher-title" className="launcher__greeting">
            <Trans>Selamat datang, {name}</Trans>
          </h2>
          <p className="launcher__lead">
            <Trans>Pilih modul untuk mulai bekerja.</Trans>
          </p>
          {error && !modules ? (
            <LoadFailed
              className="launcher__error"
              title={<Trans>Daftar modul tidak dapat dimuat</Trans>}
              error={error}
              retry={{
                className: "launcher__retry",
                busy: isValidating,
                onClick: () => void mutate(),
              }}
            />
          ) : !modules ? (
            <ul className="launcher__grid" aria-busy="true">
              {[1, 2, 3].map((key) => (
                <li key={key} className="card launcher__card">
                  <Skeleton width="40%" height="1.25rem" />
                  <Skeleton width="90%" />
                </li>
              ))}
            </ul>
          ) : modules.length === 0 ? (
            <div className="card">
              <div className="empty-state">
                <h3 className="empty-state__title">
                  <Trans>Belum ada modul untuk Anda</Trans>
                </h3>
                <p className="empty-state__text">
                  <Trans>
                    Role Anda belum diberi akses ke modul mana pun. Hubungi admin untuk meminta hak
                    akses.
                  </Trans>
                </p>
              </div>
            </div>
          ) : (
            <ul className="launcher__grid">
              {modules.map((module) => {
                const Icon = moduleIcon(module.icon);
                const first = module.routes[0];
                const count = module.routes.filter((route) => !route.hidden).length;
                return (
                  <li key={module.name}>
                    <Link
                      href={first ? routeHref(module, first) : "/"}
                      className="card launcher__card"
                    >
                      <span className="launcher__icon">
                        <Icon size={20} />
                      </span>
                      <span className="launcher__name">{module.title[locale]}</span>
                      <span className="launcher__text">{module.description[locale]}</span>
                      <span className="launcher__meta">
                        <Plural value={count} one="# menu" other="# menu" />
                        <ArrowRightIcon size={16} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <ServerStatusCard />
      </div>
    </Page>
  );
}
