/** The spec's limits for files a form field uploads (admin-area §5, §9). */

export const UPLOAD_LIMIT_MB = 1;
const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
export const MULTI_UPLOAD_MAX_FILES = 5;
/** What a file input offers when its overlay names no `accept`: pictures. */
export const DEFAULT_ACCEPT = "image/*";

export function isTooBig(file: File): boolean {
  return file.size > UPLOAD_LIMIT_BYTES;
}
