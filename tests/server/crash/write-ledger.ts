/**
 * The client's account of the writes it sent to a server that was then killed, and what the
 * database must hold after the restart: every acknowledged write with the values sent, and
 * no write half-applied — a record and its audit row both, or neither.
 */

/** What the client sent, and what the server acknowledged (a 2xx answer read whole). */
export interface Ledger {
  /** Every create sent, by its unique code: the name sent and, once acknowledged, the id. */
  creates: Map<string, { name: string; id?: number }>;
  /** Every update sent (at most one per record), by record id. */
  updates: Map<number, { from: string; to: string; acknowledged: boolean }>;
}

export const emptyLedger = (): Ledger => ({ creates: new Map(), updates: new Map() });

export interface SkillRow {
  id: number;
  code: string;
  name: string;
}

type Values = { code?: string; name?: string } | null;

export interface AuditRow {
  id: number;
  action: string;
  record_id: number;
  before: Values;
  after: Values;
}

/** Everything the database holds that the ledger does not allow; none when it is whole. */
export function ledgerProblems(
  ledger: Ledger,
  records: readonly SkillRow[],
  audits: readonly AuditRow[],
): string[] {
  const problems: string[] = [];
  const byId = new Map(records.map((record) => [record.id, record]));
  const auditsOf = new Map<number, AuditRow[]>();
  for (const audit of audits) {
    if (!byId.has(audit.record_id)) {
      problems.push(`audit row ${audit.id} (${audit.action} of ${audit.record_id}): no record`);
    }
    auditsOf.set(audit.record_id, [...(auditsOf.get(audit.record_id) ?? []), audit]);
  }
  for (const record of records) {
    problems.push(...recordProblems(ledger, record, auditsOf.get(record.id) ?? []));
  }
  for (const [code, { id }] of ledger.creates) {
    if (id !== undefined && byId.get(id)?.code !== code) {
      problems.push(`acknowledged create ${code} (id ${id}) is missing`);
    }
  }
  return problems;
}

function recordProblems(ledger: Ledger, record: SkillRow, audits: AuditRow[]): string[] {
  const label = `record ${record.id} (${record.code})`;
  const created = ledger.creates.get(record.code);
  if (!created) return [`${label} was never sent`];
  const problems: string[] = [];
  const creates = audits.filter((audit) => audit.action === "create");
  const updates = audits.filter((audit) => audit.action === "update");
  if (creates.length + updates.length !== audits.length) {
    problems.push(`${label} has audit rows of other actions`);
  }
  if (
    creates.length !== 1 ||
    creates[0]?.after?.code !== record.code ||
    creates[0]?.after?.name !== created.name
  ) {
    problems.push(`${label} has ${creates.length} create audit rows, not its one`);
  }
  const update = ledger.updates.get(record.id);
  const applied = update !== undefined && record.name === update.to && update.to !== update.from;
  const expected = applied ? [{ before: update.from, after: update.to }] : [];
  const found = updates.map((audit) => ({ before: audit.before?.name, after: audit.after?.name }));
  if (JSON.stringify(found) !== JSON.stringify(expected)) {
    problems.push(`${label} named "${record.name}" has update audit rows ${JSON.stringify(found)}`);
  }
  if (!applied && record.name !== created.name) {
    problems.push(`${label} is named "${record.name}", which no write sent`);
  }
  if (update?.acknowledged && !applied) {
    problems.push(`${label}: acknowledged update to "${update.to}" is missing`);
  }
  return problems;
}
