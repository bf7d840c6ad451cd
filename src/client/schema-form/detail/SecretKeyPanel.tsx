/**
 * The record's key (overlay `secret`; an attendance device's key for the presence intake):
 * the server keeps only its hash, so the key is shown once — right after the record is created
 * (the create view opens the detail with `issueSecret` in the history state) and after
 * "Buat kunci baru", which replaces the old key and so asks first.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { pickText } from "../../../schema/local-text";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { hasPermission } from "../../../schema/permissions";
import { http } from "../../api/http";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { useErrorAlert } from "../../ui/use-alert";
import { useAdapterContext } from "../use-adapter-context";
import "./secret-key.css";

export const ISSUE_SECRET_STATE = "issueSecret";

export function SecretKeyPanel({ screen, id }: { screen: ScreenDefinition; id: string }) {
  const { t } = useLingui();
  const context = useAdapterContext();
  const showError = useErrorAlert();
  const [key, setKey] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const allowed = hasPermission(context.user, `update-${screen.resource}`);

  const issue = async () => {
    setBusy(true);
    try {
      const answer = await http
        .post(`${screen.endpoint}/secret`, { json: { id: Number(id) }, retry: 0 })
        .json<{ data: { key: string } }>();
      setKey(answer.data.key);
    } catch (error) {
      showError(error, t`Kunci tidak dapat dibuat. Coba lagi.`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  useEffect(() => {
    const state = window.history.state as Record<string, unknown> | null;
    if (!allowed || started.current || !state?.[ISSUE_SECRET_STATE]) return;
    started.current = true;
    // Once: a reload or going back to this page must not replace the key just shown.
    window.history.replaceState({ ...state, [ISSUE_SECRET_STATE]: false }, "");
    void issue();
  });

  if (!screen.secret || !allowed) return null;
  const name = pickText(screen.secret.name, context.locale);
  return (
    <Card
      title={name}
      footer={
        <Button onClick={() => setAsking(true)} busy={busy}>
          <Trans>Buat kunci baru</Trans>
        </Button>
      }
    >
      {key ? (
        <div className="alert" role="status">
          <p>
            <Trans>Salin kunci ini sekarang. Kunci hanya ditampilkan sekali.</Trans>
          </p>
          <code className="secret-key" data-testid="secret-key">
            {key}
          </code>
        </div>
      ) : (
        <p className="display-empty">
          <Trans>
            Kunci tersimpan hanya sebagai sidik (hash) dan tidak dapat ditampilkan lagi.
          </Trans>
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={<Trans>Buat kunci baru</Trans>}
          text={<Trans>Kunci lama langsung tidak berlaku lagi. Lanjutkan?</Trans>}
          busy={busy}
          onConfirm={() => void issue()}
          onCancel={() => setAsking(false)}
        />
      )}
    </Card>
  );
}
