/**
 * What a signed-in client keeps (login answer, SSO verification and `GET /me`): the user
 * with role_id, the role's permission names, and the departments and projects the user
 * belongs to or administers.
 */

export interface ProfileUser {
  id: number;
  fullname: string;
  username: string;
  email: string;
  role_id: number | null;
  role_name: string | null;
  department_id: number | null;
  department_name: string | null;
  project_id: number | null;
  project_name: string | null;
  job_position: string | null;
  locale: string;
}

export interface DepartmentItem {
  id: number;
  department_name: string;
}

export interface ProjectItem {
  id: number;
  project_name: string;
  department_id: number;
}

export interface Profile {
  user: ProfileUser;
  permissions: string[];
  departments: DepartmentItem[];
  projects: ProjectItem[];
}

/** What `POST /api/login` (and the SSO verification) answers on success. */
export interface LoginAnswer extends Profile {
  token: string;
}
