/** The card fields' labels, as printed before their values. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CardField } from "../../schema/cards/qr-cards";

export const CARD_FIELD_LABELS = {
  fullname: msg`Nama`,
  nik: msg`NIK`,
  employee_code: msg`Kode`,
  job_position: msg`Jabatan`,
  company: msg`Perusahaan`,
  project_id: msg`Proyek`,
  manpower_type_id: msg`Jenis`,
  qr_card_number: msg`No. Kartu`,
} as const satisfies Record<CardField, MessageDescriptor>;
