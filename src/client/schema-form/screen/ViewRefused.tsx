/** A view the address asks for that this user may not open: why, and the way back. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BackLink, type BackTo, DangerAlert } from "../../ui/LoadFailed";
import type { ScreenView, ViewAccess } from "./view-access";

const TITLES: Record<Exclude<ScreenView, "list">, MessageDescriptor> = {
  detail: msg`Anda tidak dapat membuka detail data di layar ini`,
  create: msg`Anda tidak dapat menambah data di layar ini`,
  update: msg`Anda tidak dapat mengubah data di layar ini`,
};

export function ViewRefused(props: {
  view: Exclude<ScreenView, "list">;
  access: Exclude<ViewAccess, { open: true }>;
  back: BackTo;
}) {
  const { i18n, t } = useLingui();
  const { access } = props;
  const text =
    access.reason === "permission"
      ? t`Tindakan ini memerlukan izin ${access.permission}. Hubungi admin bila Anda memerlukannya.`
      : t`Tampilan ini tidak tersedia di layar ini.`;
  return (
    <DangerAlert title={i18n._(TITLES[props.view])} text={text}>
      <BackLink to={props.back} />
    </DangerAlert>
  );
}
