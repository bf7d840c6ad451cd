/** Previous / next between pages, with "Halaman x dari y" between them. */
import { Trans } from "@lingui/react/macro";

export function PageButtons(props: {
  page: number;
  pages: number;
  label: string;
  className: string;
  onPage(page: number): void;
}) {
  const { page, pages, onPage } = props;
  return (
    <nav className={props.className} aria-label={props.label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Halaman sebelumnya</Trans>
      </button>
      <span>
        <Trans>
          Halaman {page} dari {pages}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Halaman berikutnya</Trans>
      </button>
    </nav>
  );
}
