/**
 * The app configuration a steward edits (`CONFIG_DIR/app.json`): names, links, app code,
 * logo sizes and the feature options of the spec. Read again whenever the file changes; an
 * invalid edit is reported (file, JSON pointer, reason) and the last good version keeps
 * serving, exactly as for the screen overlays.
 */
import { join } from "node:path";
import { Ajv, type JSONSchemaType } from "ajv";
import type { AppConfig } from "../../schema/api/app-config";
import { type LiveJson, liveJsonFile } from "../schemas/json-file";

const text = (maxLength: number) => ({ type: "string", maxLength }) as const;
const flag = { type: "boolean" } as const;
const size = { type: "integer", minimum: 12, maximum: 200 } as const;

const APP_CONFIG_SCHEMA: JSONSchemaType<AppConfig> = {
  type: "object",
  additionalProperties: false,
  required: [
    "name",
    "company",
    "userGuideUrl",
    "appCode",
    "logo",
    "mobileApps",
    "ssoLoginUrl",
    "options",
  ],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 60 },
    company: text(150),
    userGuideUrl: text(500),
    appCode: { type: "string", minLength: 1, maxLength: 50 },
    logo: {
      type: "object",
      additionalProperties: false,
      required: ["loginHeight", "asideHeight"],
      properties: { loginHeight: size, asideHeight: size },
    },
    mobileApps: {
      type: "object",
      additionalProperties: false,
      required: ["android", "ios"],
      properties: { android: text(500), ios: text(500) },
    },
    ssoLoginUrl: text(500),
    options: {
      type: "object",
      additionalProperties: false,
      required: ["allowRegister", "forgetPassword", "autofill", "myAction", "asideRight", "sso"],
      properties: {
        allowRegister: flag,
        forgetPassword: flag,
        autofill: flag,
        myAction: flag,
        asideRight: flag,
        sso: flag,
      },
    },
  },
};

const validate = new Ajv({ allErrors: true }).compile(APP_CONFIG_SCHEMA);

function checkAppConfig(value: unknown): AppConfig {
  if (validate(value)) return value;
  const problems = (validate.errors ?? []).map(
    (error) => `${error.instancePath || "/"} ${error.message ?? "is not valid"}`,
  );
  throw new Error(problems.join("; "));
}

export type AppConfigSource = LiveJson<AppConfig>;

export function appConfigFile(configDir: string): AppConfigSource {
  return liveJsonFile(join(configDir, "app.json"), checkAppConfig);
}
