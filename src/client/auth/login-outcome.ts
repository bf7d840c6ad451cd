/**
 * What a failed login answer means for the screen (spec §4): by `status_code`,
 * email_unverified shows the message with the resend link, email_verified goes to the
 * waiting screen, anonymous to role registration, anything else shows the message.
 */
import { serverAnswer, serverMessage } from "../api/http";
import { encodeUser, type TemporaryUser } from "./temporary-user";

export type LoginFailure =
  | { kind: "go"; to: string }
  | { kind: "message"; message: string | undefined; resendFor?: TemporaryUser };

export function loginFailure(error: unknown): LoginFailure {
  const user = serverAnswer(error)?.data_user_before_login as TemporaryUser | undefined;
  const message = serverMessage(error);
  switch (user?.status_code) {
    case "email_verified":
      return { kind: "go", to: `/waiting-account?user=${encodeUser(user)}` };
    case "anonymous":
      return { kind: "go", to: `/register-role?user=${encodeUser(user)}` };
    case "email_unverified":
      return { kind: "message", message, resendFor: user };
    default:
      return { kind: "message", message };
  }
}
