/**
 * `/login`: the sign-in screen in its three states — signin, forgot (asks for the e-mail),
 * forgot-success (the e-mail was sent, back to sign-in).
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { AuthLayout } from "./AuthLayout";
import { ForgotPasswordForm, ForgotPasswordSent } from "./ForgotPassword";
import { SignInForm } from "./SignInForm";

export type LoginView = "signin" | "forgot" | "forgot-success";

export function LoginPage() {
  const { t } = useLingui();
  const [view, setView] = useState<LoginView>("signin");
  const [sentMessage, setSentMessage] = useState("");
  const titles: Record<LoginView, string> = {
    signin: t`Masuk`,
    forgot: t`Lupa kata sandi`,
    "forgot-success": t`Periksa e-mail Anda`,
  };

  return (
    <AuthLayout title={titles[view]}>
      {view === "signin" && <SignInForm onForgot={() => setView("forgot")} />}
      {view === "forgot" && (
        <ForgotPasswordForm
          onCancel={() => setView("signin")}
          onSent={(message) => {
            setSentMessage(message);
            setView("forgot-success");
          }}
        />
      )}
      {view === "forgot-success" && (
        <ForgotPasswordSent message={sentMessage} onBack={() => setView("signin")} />
      )}
    </AuthLayout>
  );
}
