/**
 * `/register`: the three-step registration wizard. Previous and next move between steps
 * (next only when the step's entries are complete); on step 1 'back' returns to login; the
 * last step sends the registration, then 'Pendaftaran Selesai' asks the user to check the
 * e-mail.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useReducer, useState } from "react";
import { goTo } from "../../session/navigate";
import { Button } from "../../ui/Button";
import { ArrowLeftIcon, ArrowRightIcon, MailIcon } from "../../ui/Icons";
import { AuthLayout } from "../AuthLayout";
import { register } from "../auth-api";
import { type FormFailure, FormFailureAlert, useFormFailure } from "../FormFailure";
import { AccountStep } from "./AccountStep";
import { InstitutionStep } from "./InstitutionStep";
import { ReviewStep } from "./ReviewStep";
import { Stepper } from "./Stepper";
import { canLeave, initialWizard, wizardReducer } from "./wizard";

export function RegisterPage() {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const failureOf = useFormFailure();

  const submit = async () => {
    const { account, institution } = state;
    const { role_id, department_id, project_id } = institution;
    if (role_id === null || department_id === null || project_id === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await register({
        fullname: account.fullname.trim(),
        username: account.username.trim(),
        email: account.email.trim(),
        password: account.password,
        role_id,
        department_id,
        project_id,
        job_position: institution.job_position.trim(),
      });
      dispatch({ type: "finished" });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (state.finished) {
    const email = state.account.email.trim();
    return (
      <AuthLayout title={t`Pendaftaran Selesai`} width="wide">
        <span className="auth-card__icon auth-card__icon--success">
          <MailIcon size={24} />
        </span>
        <h1 className="auth-card__title">
          <Trans>Pendaftaran Selesai</Trans>
        </h1>
        <Stepper state={state} />
        <p className="auth-card__lead">
          <Trans>
            Periksa e-mail Anda: kami mengirim tautan verifikasi ke {email}. Setelah e-mail
            terverifikasi, admin departemen akan memeriksa pendaftaran Anda.
          </Trans>
        </p>
        <div className="auth-card__body">
          <Button variant="primary" onClick={() => goTo("/login")}>
            <Trans>Kembali ke halaman masuk</Trans>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Daftar akun`} width="wide">
      <h1 className="auth-card__title">
        <Trans>Daftar akun</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          Isi data Anda. Admin departemen memeriksa setiap pendaftaran sebelum akun dapat dipakai.
        </Trans>
      </p>
      <Stepper state={state} />
      <div className="auth-card__body">
        <FormFailureAlert failure={failure} />
        {state.step === 1 && <AccountStep state={state} dispatch={dispatch} />}
        {state.step === 2 && <InstitutionStep state={state} dispatch={dispatch} />}
        {state.step === 3 && <ReviewStep state={state} />}
        <div className="auth-card__actions">
          {state.step === 1 ? (
            <Button icon={<ArrowLeftIcon size={16} />} onClick={() => goTo("/login")}>
              <Trans>Kembali</Trans>
            </Button>
          ) : (
            <Button icon={<ArrowLeftIcon size={16} />} onClick={() => dispatch({ type: "back" })}>
              <Trans>Sebelumnya</Trans>
            </Button>
          )}
          {state.step < 3 ? (
            <Button
              variant="primary"
              disabled={!canLeave(state)}
              onClick={() => dispatch({ type: "next" })}
            >
              <Trans>Selanjutnya</Trans>
              <ArrowRightIcon size={16} />
            </Button>
          ) : (
            <Button variant="primary" busy={busy} onClick={() => void submit()}>
              <Trans>Kirim Pendaftaran</Trans>
            </Button>
          )}
        </div>
      </div>
    </AuthLayout>
  );
}
