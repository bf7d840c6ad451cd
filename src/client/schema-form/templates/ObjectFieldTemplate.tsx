/** The form's fields on a two-column grid; a field with class field--full spans both. */
import type { ObjectFieldTemplateProps } from "@rjsf/utils";

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="schema-form__grid">{properties.map((property) => property.content)}</div>;
}
