/**
 * The crash suite's judge: a whole database passes, and each way a crash could break one —
 * a lost acknowledged write, a record without its audit row, an audit row without its
 * record, a write nobody sent — is named.
 */
import { describe, expect, it } from "vitest";
import { type AuditRow, emptyLedger, ledgerProblems, type SkillRow } from "./write-ledger";

function sample() {
  const ledger = emptyLedger();
  ledger.creates.set("A", { name: "Alpha", id: 1 });
  ledger.creates.set("B", { name: "Beta", id: 2 });
  ledger.creates.set("C", { name: "Gamma" });
  ledger.updates.set(1, { from: "Alpha", to: "Alpha 2", acknowledged: true });
  ledger.updates.set(2, { from: "Beta", to: "Beta 2", acknowledged: false });
  const records: SkillRow[] = [
    { id: 1, code: "A", name: "Alpha 2" },
    { id: 2, code: "B", name: "Beta" },
  ];
  const audits: AuditRow[] = [
    { id: 10, action: "create", record_id: 1, before: null, after: { code: "A", name: "Alpha" } },
    { id: 11, action: "create", record_id: 2, before: null, after: { code: "B", name: "Beta" } },
    {
      id: 12,
      action: "update",
      record_id: 1,
      before: { code: "A", name: "Alpha" },
      after: { code: "A", name: "Alpha 2" },
    },
  ];
  return { ledger, records, audits };
}

describe("ledgerProblems", () => {
  it("passes a database holding the acknowledged writes, each with its audit row", () => {
    const { ledger, records, audits } = sample();
    expect(ledgerProblems(ledger, records, audits)).toEqual([]);
  });

  it("passes an unacknowledged create or update that was applied whole", () => {
    const { ledger, records, audits } = sample();
    records.push({ id: 3, code: "C", name: "Gamma" });
    audits.push({
      id: 13,
      action: "create",
      record_id: 3,
      before: null,
      after: { code: "C", name: "Gamma" },
    });
    records[1] = { id: 2, code: "B", name: "Beta 2" };
    audits.push({
      id: 14,
      action: "update",
      record_id: 2,
      before: { code: "B", name: "Beta" },
      after: { code: "B", name: "Beta 2" },
    });
    expect(ledgerProblems(ledger, records, audits)).toEqual([]);
  });

  it("names a lost acknowledged create and a lost acknowledged update", () => {
    const { ledger, records, audits } = sample();
    records[0] = { id: 1, code: "A", name: "Alpha" };
    expect(
      ledgerProblems(
        ledger,
        records.slice(0, 1),
        audits.filter((audit) => audit.id === 10),
      ),
    ).toEqual([
      'record 1 (A): acknowledged update to "Alpha 2" is missing',
      "acknowledged create B (id 2) is missing",
    ]);
  });

  it("names a record without its create audit row, and an audit row without its record", () => {
    const { ledger, records, audits } = sample();
    records.push({ id: 3, code: "C", name: "Gamma" });
    audits.push({
      id: 15,
      action: "create",
      record_id: 4,
      before: null,
      after: { code: "D", name: "Delta" },
    });
    expect(ledgerProblems(ledger, records, audits)).toEqual([
      "audit row 15 (create of 4): no record",
      "record 3 (C) has 0 create audit rows, not its one",
    ]);
  });

  it("names an update applied without its audit row, or audited but not applied", () => {
    const { ledger, records, audits } = sample();
    records[1] = { id: 2, code: "B", name: "Beta 2" };
    expect(ledgerProblems(ledger, records, audits.slice(0, 2))).toEqual([
      'record 1 (A) named "Alpha 2" has update audit rows []',
      'record 2 (B) named "Beta 2" has update audit rows []',
    ]);
  });

  it("names a record nobody sent and a value no write sent", () => {
    const { ledger, records, audits } = sample();
    records[1] = { id: 2, code: "B", name: "Bogus" };
    records.push({ id: 9, code: "Z", name: "Zulu" });
    expect(ledgerProblems(ledger, records, audits)).toEqual([
      'record 2 (B) is named "Bogus", which no write sent',
      "record 9 (Z) was never sent",
    ]);
  });
});
