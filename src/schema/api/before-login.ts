/**
 * The "temporary user" of a login that cannot proceed (`data_user_before_login`), with the
 * status_code the client routes on (email_unverified → resend link, email_verified → waiting
 * screen, anonymous → role registration; rejected and inactive show the message).
 */
import type { DepartmentOption } from "./registration";

export type BeforeLoginStatus =
  | "email_unverified"
  | "email_verified"
  | "anonymous"
  | "rejected"
  | "inactive";

export interface DataUserBeforeLogin {
  status_code: BeforeLoginStatus;
  id: number;
  fullname: string;
  username: string;
  email: string;
  department: DepartmentOption | null;
  /** anonymous only: the one-time ticket `/user-register-role` asks for. */
  ticket?: string;
}
