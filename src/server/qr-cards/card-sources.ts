/**
 * Where each subject's cards come from: its table, the prefix of the card numbers it is given
 * (`TK-000123` for a worker, `VS-000045` for a guest) and the SQL of each card field. A field a
 * subject does not have is simply absent from its cards. Column names here are fixed
 * identifiers; request values never become SQL.
 */
import { type RawBuilder, sql } from "kysely";
import type { CardField, CardSubject } from "../../schema/cards/qr-cards";

export interface CardSource {
  table: string;
  prefix: string;
  /** Each field's value for the row aliased `r` (joins below give `p`, the project, and `m`). */
  fields: Partial<Record<CardField, RawBuilder<unknown>>>;
  /** The joins the fields read. */
  joins: RawBuilder<unknown>;
  /** The name the cards are sorted by. */
  name: RawBuilder<unknown>;
}

const projectJoin = sql`LEFT JOIN projects AS p ON p.id = r.project_id`;

export const CARD_SOURCES: Record<CardSubject, CardSource> = {
  employees: {
    table: "employees",
    prefix: "TK",
    fields: {
      fullname: sql`r.fullname`,
      nik: sql`r.nik`,
      employee_code: sql`r.employee_code`,
      job_position: sql`r.job_position`,
      project_id: sql`p.project_name`,
      manpower_type_id: sql`m.name`,
    },
    joins: sql`${projectJoin} LEFT JOIN m_manpower_types AS m ON m.id = r.manpower_type_id`,
    name: sql`r.fullname`,
  },
  visitors: {
    table: "visitors",
    prefix: "VS",
    fields: {
      fullname: sql`r.visitor_name`,
      nik: sql`r.nik`,
      company: sql`r.company`,
      project_id: sql`p.project_name`,
    },
    joins: projectJoin,
    name: sql`r.visitor_name`,
  },
};

/**
 * A card number derived from the row's id: unique because ids are, the same whichever request
 * assigns it first (so two print runs racing agree), and at least six digits (`TK-000123`,
 * `TK-1234567`: never cut).
 */
export function cardNumberSql(source: CardSource): RawBuilder<string> {
  return sql<string>`${`${source.prefix}-`} || lpad(r.id::text, greatest(6, length(r.id::text)), '0')`;
}
