/**
 * `/waiting-account?user=…`: 'Proses Persetujuan'. The account waits for the department
 * admin; the department's person in charge can be contacted, and their number copied.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { Button } from "../ui/Button";
import { CopyIcon, HourglassIcon } from "../ui/Icons";
import { AuthLayout } from "./AuthLayout";
import { picNumber } from "./pic-contact";
import { decodeUser } from "./temporary-user";

const TOOLTIP_MS = 2000;

export function WaitingAccountPage() {
  const { t } = useLingui();
  const user = decodeUser(new URLSearchParams(useSearch()).get("user"));
  const contact = user?.department?.contact_pic?.trim() ?? "";
  const [copied, setCopied] = useState(false);
  const hideTooltip = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTooltip.current), []);

  const copy = async () => {
    await navigator.clipboard.writeText(picNumber(contact));
    setCopied(true);
    clearTimeout(hideTooltip.current);
    hideTooltip.current = setTimeout(() => setCopied(false), TOOLTIP_MS);
  };

  const fullname = user?.fullname ?? "";
  const department = user?.department?.department_name ?? t`departemen Anda`;
  return (
    <AuthLayout title={t`Proses Persetujuan`}>
      <span className="auth-card__icon auth-card__icon--warning">
        <HourglassIcon size={24} />
      </span>
      <h1 className="auth-card__title">
        <Trans>Proses Persetujuan</Trans>
      </h1>
      <p className="auth-card__lead">
        {fullname ? (
          <Trans>
            Halo {fullname}, akun Anda sedang menunggu persetujuan admin {department}. Anda akan
            menerima e-mail setelah akun disetujui.
          </Trans>
        ) : (
          <Trans>
            Akun Anda sedang menunggu persetujuan admin departemen. Anda akan menerima e-mail
            setelah akun disetujui.
          </Trans>
        )}
      </p>
      <div className="auth-card__body">
        {contact && (
          <div className="contact-card">
            <div>
              <p className="contact-card__label">
                <Trans>Hubungi PIC departemen</Trans>
              </p>
              <p className="contact-card__value">{contact}</p>
            </div>
            <span className="tooltip-anchor">
              <Button size="small" icon={<CopyIcon size={14} />} onClick={() => void copy()}>
                <Trans>Salin nomor</Trans>
              </Button>
              {copied && (
                <span role="status" className="tooltip">
                  <Trans>Nomor PIC sudah dicopy</Trans>
                </span>
              )}
            </span>
          </div>
        )}
        <Link href="/login" className="button button--secondary">
          <Trans>Kembali ke halaman masuk</Trans>
        </Link>
      </div>
    </AuthLayout>
  );
}
