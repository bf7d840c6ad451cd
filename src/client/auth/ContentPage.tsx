/**
 * `/term-condition` and `/privacy-policy`: the page a steward wrote in `config/pages/`, in
 * the interface language, sanitised with DOMPurify before it is shown (no scripts, styles or
 * event attributes survive).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import DOMPurify from "dompurify";
import useSWR from "swr";
import { Link } from "wouter";
import { serverMessage } from "../api/http";
import { useSession } from "../session/session-store";
import { Skeleton } from "../ui/Skeleton";
import { AuthLayout } from "./AuthLayout";
import { fetchContentPage } from "./auth-api";
import { FormAlert } from "./FormAlert";

type ContentPageName = "term-condition" | "privacy-policy";

export function ContentPage({ page }: { page: ContentPageName }) {
  const { i18n, t } = useLingui();
  const { token } = useSession();
  const { data, error } = useSWR(["content-page", page, i18n.locale], () => fetchContentPage(page));
  const titles: Record<ContentPageName, string> = {
    "term-condition": t`Syarat & Ketentuan`,
    "privacy-policy": t`Kebijakan Privasi`,
  };

  return (
    <AuthLayout title={titles[page]} width="reading">
      <h1 className="visually-hidden">{titles[page]}</h1>
      {error ? (
        <FormAlert tone="danger">
          <p>{serverMessage(error) ?? t`Halaman ini tidak dapat dimuat. Coba lagi nanti.`}</p>
        </FormAlert>
      ) : data ? (
        <article
          className="content-page"
          // Sanitised above all else: the steward's HTML may carry anything.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.html) }}
        />
      ) : (
        <div role="status" aria-busy="true">
          <Skeleton width="60%" height="1.5rem" />
        </div>
      )}
      <div className="auth-card__aside">
        <Link href={token ? "/" : "/login"}>
          {token ? <Trans>Kembali ke beranda</Trans> : <Trans>Kembali ke halaman masuk</Trans>}
        </Link>
      </div>
    </AuthLayout>
  );
}
