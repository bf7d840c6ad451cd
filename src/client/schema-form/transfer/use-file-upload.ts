/**
 * One file going to `POST /api/{endpoint}/upload` (admin-area §4: idle, uploading with its
 * percent, success, error). A new upload or a cancel aborts the one running; a cancelled or
 * refused upload ends in the error state, with the server's message when it sent one.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadAnswer } from "../../../schema/api/crud";
import { failureMessage } from "./failure-message";
import { uploadWithProgress } from "./upload-with-progress";

export type UploadedFile = UploadAnswer["data"];

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; name: string; percent: number }
  | { status: "success"; file: UploadedFile }
  | { status: "error"; message?: string };

export function useFileUpload(endpoint: string | undefined) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedFile | undefined> => {
      running.current?.abort();
      const control = new AbortController();
      running.current = control;
      const show = (next: UploadState) => {
        if (running.current === control) setState(next);
      };
      show({ status: "uploading", name: file.name, percent: 0 });
      const body = new FormData();
      body.append("file", file);
      try {
        const answer = await uploadWithProgress<UploadAnswer>(`${endpoint}/upload`, body, {
          signal: control.signal,
          onProgress: (percent) => show({ status: "uploading", name: file.name, percent }),
        });
        show({ status: "success", file: answer.data });
        return answer.data;
      } catch (error) {
        show({ status: "error", message: failureMessage(error) });
        return undefined;
      }
    },
    [endpoint],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  /** Back to idle, dropping an upload still running (the field was cleared). */
  const reset = useCallback(() => {
    const control = running.current;
    running.current = null;
    control?.abort();
    setState({ status: "idle" });
  }, []);

  return { state, start, cancel, reset };
}
