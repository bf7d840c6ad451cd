/** A file on its way up: the percent sent and a button that cancels it. */
import { useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/Button";
import { ProgressBar } from "./ProgressBar";

export function UploadProgress({
  fileName,
  percent,
  onCancel,
}: {
  fileName: string;
  percent: number;
  onCancel(): void;
}) {
  const { t } = useLingui();
  return (
    <div className="file-upload__uploading">
      <ProgressBar label={t`Mengunggah ${fileName}`} value={percent} text={`${percent}%`} />
      <Button size="small" aria-label={t`Batalkan ${fileName}`} onClick={onCancel}>
        {t`Batalkan`}
      </Button>
    </div>
  );
}
