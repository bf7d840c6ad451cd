/**
 * How each subject's cards are picked, as data: which filter, from which screen's list
 * (`getter`, as an overlay's lookup field names it), read how (`option`), one choice or many.
 * The lists are the subjects' own screens, so the caller's row scope applies to them too.
 * Column headings are data like an overlay's, in both languages.
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CardFilter, CardSubject } from "../../schema/cards/qr-cards";
import type { OverlayOption } from "../../schema/overlay/overlay-types";

export interface CardPicker {
  /** The selection key it fills: a filter, or `ids` for a picked list. */
  key: CardFilter | "ids";
  label: MessageDescriptor;
  getter: string;
  option: OverlayOption;
  mode: "radio" | "checkbox";
}

const project: CardPicker = {
  key: "project_id",
  label: msg`Proyek`,
  getter: "project",
  option: {
    label: "project_name",
    code: "id",
    columns: [{ data: "project_code", label: { id: "Kode Proyek", en: "Project Code" } }],
  },
  mode: "radio",
};

const people = {
  label: "fullname",
  code: "id",
  columns: [
    { data: "employee_code", label: { id: "Kode Pekerja", en: "Employee Code" } },
    { data: "nik", label: { id: "NIK", en: "NIK" } },
  ],
};

export const CARD_PICKERS: Record<CardSubject, CardPicker[]> = {
  employees: [
    project,
    { key: "foreman_id", label: msg`Mandor`, getter: "employee", option: people, mode: "radio" },
    {
      key: "manpower_type_id",
      label: msg`Jenis Tenaga Kerja`,
      getter: "m-manpower-types",
      option: { label: "name", code: "id" },
      mode: "radio",
    },
    { key: "ids", label: msg`Pilih Orang`, getter: "employee", option: people, mode: "checkbox" },
  ],
  visitors: [
    project,
    {
      key: "ids",
      label: msg`Pilih Tamu`,
      getter: "buku-tamu",
      option: {
        label: "visitor_name",
        code: "id",
        columns: [{ data: "company", label: { id: "Instansi / Perusahaan", en: "Company" } }],
      },
      mode: "checkbox",
    },
  ],
};
