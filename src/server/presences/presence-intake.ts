/**
 * A batch through the intake: stored raw first (committed on its own, so a record survives
 * whatever happens next), then processed in one transaction, and answered per posted record —
 * with, beside its outcome, why the photo it sent was dropped, if it was (intake-photos.ts).
 * Reprocessing runs the same processing on records an admin picks.
 */
import type { Db } from "../db/connect";
import type { Outcome } from "./decide-presences";
import { type PhotoDrop, photoDropText } from "./intake-photos";
import { type ProcessOptions, processRawPresences } from "./process-raw-presences";
import { type RejectionCode, rejectionText } from "./rejection-reasons";
import { type Sender, storeRawPresences } from "./store-raw-presences";

/** The largest batch one call takes (a device offline for a day sends its scans in parts). */
export const MAX_BATCH = 500;

export type RecordStatus = "accepted" | "duplicate" | "rejected";

export interface RecordAnswer {
  index: number;
  status: RecordStatus;
  raw_presence_id: number | null;
  code?: RejectionCode;
  reason?: string;
  /** The record's photo was not kept (the record itself is judged as usual). */
  photo_code?: PhotoDrop;
  photo_reason?: string;
}

export interface IntakeAnswer {
  accepted: number;
  duplicates: number;
  rejected: number;
  records: RecordAnswer[];
}

function withPhotoDrop(
  answer: RecordAnswer,
  drop: PhotoDrop | null | undefined,
  locale: "id" | "en",
): RecordAnswer {
  if (!drop || answer.status === "duplicate") return answer;
  return { ...answer, photo_code: drop, photo_reason: photoDropText(drop, locale) };
}

function answerOf(
  index: number,
  id: number | null,
  outcome: Outcome | undefined,
  locale: "id" | "en",
): RecordAnswer {
  if (id === null) return { index, status: "duplicate", raw_presence_id: null };
  if (outcome?.rejection) {
    return {
      index,
      status: "rejected",
      raw_presence_id: id,
      code: outcome.rejection.code,
      reason: rejectionText(outcome.rejection, locale),
    };
  }
  return { index, status: "accepted", raw_presence_id: id };
}

function tally(records: RecordAnswer[]): IntakeAnswer {
  const count = (status: RecordStatus) => records.filter((r) => r.status === status).length;
  return {
    accepted: count("accepted"),
    duplicates: count("duplicate"),
    rejected: count("rejected"),
    records,
  };
}

export async function intakeBatch(
  db: Db,
  sender: Sender,
  posted: readonly unknown[],
  options: ProcessOptions & { locale: "id" | "en" },
): Promise<IntakeAnswer> {
  const { ids, photoDrops } = await db
    .transaction()
    .execute((trx) => storeRawPresences(trx, sender, posted));
  const fresh = ids.filter((id): id is number => id !== null);
  const outcomes = await db
    .transaction()
    .execute((trx) => processRawPresences(trx, fresh, options));
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  return tally(
    ids.map((id, index) =>
      withPhotoDrop(
        answerOf(index, id, id === null ? undefined : byId.get(id), options.locale),
        photoDrops[index],
        options.locale,
      ),
    ),
  );
}

export interface ReprocessAnswer extends Omit<IntakeAnswer, "duplicates" | "records"> {
  records: (Omit<RecordAnswer, "index" | "status"> & { status: "accepted" | "rejected" })[];
}

export async function reprocess(
  db: Db,
  ids: readonly number[],
  options: ProcessOptions & { locale: "id" | "en" },
): Promise<ReprocessAnswer> {
  const outcomes = await db.transaction().execute((trx) => processRawPresences(trx, ids, options));
  const records = outcomes.map((outcome, index) => {
    const { status, raw_presence_id, code, reason } = answerOf(
      index,
      outcome.id,
      outcome,
      options.locale,
    );
    return { status: status as "accepted" | "rejected", raw_presence_id, code, reason };
  });
  const accepted = records.filter((r) => r.status === "accepted").length;
  return {
    accepted,
    rejected: records.length - accepted,
    records,
  };
}
