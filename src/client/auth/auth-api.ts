/** The public auth calls of the spec (section 7), one small function each. */
import type { LoginAnswer } from "../../schema/api/profile";
import type {
  DepartmentOption,
  ProjectOption,
  RegistrationPayload,
  RoleOption,
} from "../../schema/api/registration";
import { http } from "../api/http";
import type { Locale } from "../i18n/locales";
import type { TemporaryUser } from "./temporary-user";

type Message = { message: string };

const data = <T>(answer: { data: T }) => answer.data;

export const login = (body: { username: string; password: string; app_code?: string }) =>
  http.post("login", { json: body }).json<LoginAnswer>();

export const verifySsoToken = (body: { token: string; app_code?: string }) =>
  http.post("oauth/verify-oauth-sso-token", { json: body }).json<LoginAnswer>();

export const resendVerification = (user: TemporaryUser) =>
  http
    .post("resend-email-verification", { json: { email: user.email, username: user.username } })
    .json<Message>();

export const requestForgotPassword = (email: string) =>
  http.post("request-forgot-password", { json: { email } }).json<Message>();

export const changePassword = (code: string, password: string) =>
  http.post("change-password", { json: { code, password } }).json<Message>();

export const verifyEmail = (code: string) =>
  http.post("verify-email", { json: { code } }).json<Message>();

export const isRegistered = (field: "email" | "username", value: string) =>
  http
    .get("no-auth/find-user-by-username-email", { searchParams: { [field]: value }, retry: 0 })
    .json<{ data: boolean }>()
    .then(data);

export const fetchRegisterableRoles = () =>
  http.get("no-auth/role-register").json<{ data: RoleOption[] }>().then(data);

export const fetchDepartments = () =>
  http.get("no-auth/departments").json<{ data: DepartmentOption[] }>().then(data);

export const fetchProjects = (departmentId: number) =>
  http
    .get("no-auth/projects", { searchParams: { department_id: departmentId } })
    .json<{ data: ProjectOption[] }>()
    .then(data);

export const register = (payload: RegistrationPayload) =>
  http.post("register", { json: payload }).json<Message>();

export const registerRole = (body: { ticket: string; role_id: number; password: string }) =>
  http.post("user-register-role", { json: body }).json<Message>();

export const changeLocale = (lang: Locale) =>
  http.get("change-locale", { searchParams: { lang }, retry: 0 }).json<unknown>();

export const fetchContentPage = (page: "term-condition" | "privacy-policy") =>
  http.get(`app-config/pages/${page}`).json<{ data: { html: string } }>().then(data);
