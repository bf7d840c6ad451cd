/** `/`: what Mandor is, and whether its server answers. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentType, useId } from "react";
import { Page } from "../layout/Page";
import { ChartIcon, ClockIcon, DatabaseIcon, ShieldIcon, TruckIcon, UsersIcon } from "../ui/Icons";
import { ServerStatusCard } from "./ServerStatusCard";

type Area = {
  icon: ComponentType<{ size?: number }>;
  name: MessageDescriptor;
  description: MessageDescriptor;
};

// The spec's modules, in words a newcomer understands.
const AREAS: readonly Area[] = [
  {
    icon: UsersIcon,
    name: msg`Tenaga kerja`,
    description: msg`Pekerja, mandor, operator, staf, dan tamu proyek.`,
  },
  {
    icon: TruckIcon,
    name: msg`Unit operasional`,
    description: msg`Vendor, subkontraktor, peralatan, departemen, wilayah, dan proyek.`,
  },
  {
    icon: ClockIcon,
    name: msg`Kehadiran`,
    description: msg`Absensi dari perangkat dan aplikasi seluler, diolah menjadi data kehadiran.`,
  },
  {
    icon: DatabaseIcon,
    name: msg`Data master`,
    description: msg`Keahlian, riwayat penyakit, golongan darah, pendidikan, dan sertifikasi.`,
  },
  {
    icon: ChartIcon,
    name: msg`Dasbor`,
    description: msg`Ringkasan kehadiran dan tenaga kerja per proyek.`,
  },
  {
    icon: ShieldIcon,
    name: msg`Pengguna & peran`,
    description: msg`Akun, peran, hak akses, dan persetujuan pendaftaran.`,
  },
];

export function WelcomePage() {
  const { i18n, t } = useLingui();
  const titleId = useId();
  return (
    <Page title={t`Beranda`} breadcrumbs={[{ label: t`Beranda` }]}>
      <div className="welcome">
        <section className="card welcome__intro" aria-labelledby={titleId}>
          <div className="card__body">
            <p className="welcome__eyebrow">
              <Trans>Selamat datang di</Trans>
            </p>
            <h2 className="welcome__title" id={titleId}>
              Mandor
            </h2>
            <p className="welcome__lead">
              <Trans>
                Pusat administrasi tenaga kerja perusahaan konstruksi: pekerja, vendor, peralatan,
                proyek, dan kehadiran dalam satu tempat.
              </Trans>
            </p>
            <h3 className="welcome__subtitle">
              <Trans>Yang dikelola di Mandor</Trans>
            </h3>
            <ul className="welcome__areas">
              {AREAS.map(({ icon: Icon, name, description }) => (
                <li className="welcome__area" key={name.id}>
                  <span className="welcome__area-icon">
                    <Icon size={18} />
                  </span>
                  <span>
                    <span className="welcome__area-name">{i18n._(name)}</span>
                    <span className="welcome__area-text">{i18n._(description)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <ServerStatusCard />
      </div>
    </Page>
  );
}
