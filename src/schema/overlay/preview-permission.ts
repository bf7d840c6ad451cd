/** Who may open the schema preview and read every overlay's problems (the super-admin passes). */
export const SCHEMA_PREVIEW_PERMISSION = "read-schema-preview";
