/**
 * The JSON schema of a screen's endpoint in a path (`/:endpoint/…`), shared by every route
 * plugin that serves a screen, so none imports another's routes for it.
 */
export const endpointParams = {
  type: "object",
  properties: {
    endpoint: { type: "string", pattern: "^[a-z0-9][a-z0-9_-]*$", maxLength: 100 },
  },
  required: ["endpoint"],
} as const;
