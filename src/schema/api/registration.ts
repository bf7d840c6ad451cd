/** Self-registration on the wire: the choices it offers (`/no-auth/...`) and `POST /register`. */

/** Every account's username, the super-admin's too (and the database's CHECK, migration 0004). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface RoleOption {
  id: number;
  role_name: string;
  description: string | null;
}

export interface DepartmentOption {
  id: number;
  department_name: string;
  contact_pic: string | null;
}

export interface ProjectOption {
  id: number;
  project_name: string;
}

export interface RegistrationPayload {
  fullname: string;
  username: string;
  password: string;
  email: string;
  department_id: number;
  project_id: number;
  role_id: number;
  job_position: string;
}
