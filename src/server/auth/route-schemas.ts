/**
 * JSON schemas shared by the auth routes. Request limits match the columns; the answers are
 * described in full, which also keeps any column not listed here out of them.
 */
export const nullableString = { type: ["string", "null"] } as const;
export const nullableId = { type: ["integer", "null"] } as const;

/** Who an account is: the first fields of every user-shaped answer. */
export const accountProperties = {
  id: { type: "integer" },
  fullname: { type: "string" },
  username: { type: "string" },
  email: { type: "string" },
} as const;

/** Where an account stands: its role, department and project, each an id and its name. */
export const placementProperties = {
  role_id: nullableId,
  role_name: nullableString,
  department_id: nullableId,
  department_name: nullableString,
  project_id: nullableId,
  project_name: nullableString,
} as const;

export const messageAnswer = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
} as const;

export const departmentOption = {
  type: "object",
  properties: {
    id: { type: "integer" },
    department_name: { type: "string" },
    contact_pic: nullableString,
  },
  required: ["id", "department_name", "contact_pic"],
} as const;

const profileProperties = {
  user: {
    type: "object",
    properties: {
      ...accountProperties,
      ...placementProperties,
      job_position: nullableString,
      locale: { type: "string" },
    },
  },
  permissions: { type: "array", items: { type: "string" } },
  departments: {
    type: "array",
    items: {
      type: "object",
      properties: { id: { type: "integer" }, department_name: { type: "string" } },
    },
  },
  projects: {
    type: "array",
    items: {
      type: "object",
      properties: {
        id: { type: "integer" },
        project_name: { type: "string" },
        department_id: { type: "integer" },
      },
    },
  },
} as const;

export const profileAnswer = {
  type: "object",
  properties: profileProperties,
  required: ["user", "permissions", "departments", "projects"],
} as const;

export const loginAnswer = {
  type: "object",
  properties: { token: { type: "string" }, ...profileProperties },
  required: ["token", "user", "permissions", "departments", "projects"],
} as const;

export const beforeLoginAnswer = {
  type: "object",
  properties: {
    code: { type: "string" },
    message: { type: "string" },
    data_user_before_login: {
      type: "object",
      properties: {
        status_code: { type: "string" },
        ...accountProperties,
        department: { anyOf: [departmentOption, { type: "null" }] },
        ticket: { type: "string" },
      },
    },
  },
} as const;

/** A one-time code or token as the server issues them (base64url); longer is never valid. */
export const codeString = { type: "string", minLength: 1, maxLength: 100 } as const;
