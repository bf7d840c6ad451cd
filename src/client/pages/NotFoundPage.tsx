/** Any address no route knows: say so, show the address, and offer the way home. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";
import { Page } from "../layout/Page";
import { HomeIcon } from "../ui/Icons";

export function NotFoundPage() {
  const { t } = useLingui();
  const [location] = useLocation();
  const title = t`Halaman tidak ditemukan`;
  return (
    <Page title={title} breadcrumbs={[{ label: t`Beranda`, href: "/" }, { label: title }]}>
      <div className="card">
        <div className="empty-state">
          <p className="empty-state__code" aria-hidden="true">
            404
          </p>
          <h2 className="empty-state__title">
            <Trans>Halaman ini tidak ada</Trans>
          </h2>
          <p className="empty-state__text">
            <Trans>
              Alamat <code>{location}</code> tidak ditemukan di Mandor. Periksa kembali alamatnya,
              atau kembali ke beranda.
            </Trans>
          </p>
          <div className="empty-state__actions">
            <Link href="/" className="button button--primary">
              <HomeIcon size={16} />
              <Trans>Kembali ke beranda</Trans>
            </Link>
          </div>
        </div>
      </div>
    </Page>
  );
}
