/**
 * `/{module}{route}`: a screen of a module. Until its screen is built (the generic list,
 * detail and form come from the schema engine), a placeholder inside the admin layout says
 * which screen this is. An address no readable module knows is the not-found page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { Page } from "../layout/Page";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ClipboardCheckIcon } from "../ui/Icons";
import { Skeleton } from "../ui/Skeleton";
import { findRoute, routeHref, useModules } from "./modules";

export function ModuleRoutePage() {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  const { data: modules } = useModules();
  if (!modules) return <Skeleton height="2rem" width="30%" />;
  const found = findRoute(modules, path);
  if (!found) return <NotFoundPage />;

  const locale = i18n.locale === "en" ? "en" : "id";
  const { module, route } = found;
  const title = route.title[locale];
  const first = module.routes[0];
  return (
    <Page
      title={title}
      breadcrumbs={[
        { label: t`Beranda`, href: "/" },
        { label: module.title[locale], ...(first ? { href: routeHref(module, first) } : {}) },
        { label: title },
      ]}
    >
      <div className="card">
        <div className="empty-state">
          <span className="launcher__icon" aria-hidden="true">
            <ClipboardCheckIcon size={20} />
          </span>
          <h2 className="empty-state__title">
            <Trans>Layar {title} sedang disiapkan</Trans>
          </h2>
          <p className="empty-state__text">
            <Trans>
              Menu ini sudah tersedia untuk role Anda, tetapi layarnya belum selesai dibangun.
              Gunakan menu lain di samping untuk sementara.
            </Trans>
          </p>
        </div>
      </div>
    </Page>
  );
}
