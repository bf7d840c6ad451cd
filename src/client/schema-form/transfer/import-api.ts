/**
 * The import calls of a screen: upload the file, preview a mapping (nothing is written),
 * follow the progress, commit, and fetch the error report. Preview and commit read a whole
 * file on the server, so they get no timeout and are never retried behind the user's back.
 */
import type { ImportProgressAnswer } from "../../../schema/api/crud";
import type {
  ImportCommitAnswer,
  ImportPreviewAnswer,
  ImportRequest,
  ImportUploadAnswer,
} from "../../../schema/api/import";
import { http } from "../../api/http";
import { downloadFile } from "./download";
import { type UploadOptions, uploadWithProgress } from "./upload-with-progress";

export type ImportUpload = ImportUploadAnswer["data"];
export type ImportPreview = ImportPreviewAnswer["data"];
export type ImportProgress = ImportProgressAnswer["data"];
export type ImportMapping = Record<string, string>;

const LONG = { timeout: false, retry: 0 } as const;

export async function uploadImport(
  endpoint: string,
  file: File,
  options: UploadOptions,
): Promise<ImportUpload> {
  const body = new FormData();
  body.append("file", file);
  const answer = await uploadWithProgress<ImportUploadAnswer>(`${endpoint}/import`, body, options);
  return answer.data;
}

export async function previewImport(
  endpoint: string,
  importId: string,
  request: ImportRequest,
): Promise<ImportPreview> {
  const answer = await http
    .post(`${endpoint}/import/sessions/${importId}/preview`, { json: request, ...LONG })
    .json<ImportPreviewAnswer>();
  return answer.data;
}

export function commitImport(
  endpoint: string,
  importId: string,
  request: ImportRequest,
): Promise<ImportCommitAnswer> {
  return http
    .post(`${endpoint}/import/sessions/${importId}/commit`, { json: request, ...LONG })
    .json<ImportCommitAnswer>();
}

export async function readImportProgress(
  endpoint: string,
  importId: string,
): Promise<ImportProgress> {
  const answer = await http
    .get(`${endpoint}/import/sessions/${importId}`, { retry: 0 })
    .json<ImportProgressAnswer>();
  return answer.data;
}

export function downloadErrorReport(endpoint: string, importId: string): Promise<string> {
  return downloadFile(
    `${endpoint}/import/sessions/${importId}/errors.csv`,
    undefined,
    `import-error-${importId}.csv`,
  );
}
