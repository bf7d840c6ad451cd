/**
 * The RJSF theme of Mandor: our field and grid templates, the widget registry, and nothing
 * for the pieces the field template draws itself (errors, help, titles) or the screen draws
 * (buttons, the error list), so RJSF adds no markup of its own.
 */
import { getDefaultRegistry } from "@rjsf/core";
import type { Field, FieldProps, RegistryFieldsType, TemplatesType } from "@rjsf/utils";
import { type ComponentType, createElement } from "react";
import { RJSF_WIDGETS } from "../registry/widget-registry";
import { FieldTemplate } from "./FieldTemplate";
import { ObjectFieldTemplate } from "./ObjectFieldTemplate";

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
};

export const widgets = RJSF_WIDGETS;

/**
 * A value that is one object (a range's `{ from, to }`) is drawn by its `ui:widget` like any
 * other value, not as a group of sub-fields; the form itself stays RJSF's object field.
 */
function WidgetOrObjectField(props: FieldProps) {
  const { ObjectField, StringField } = getDefaultRegistry().fields;
  const field = props.uiSchema?.["ui:widget"] ? StringField : ObjectField;
  return createElement(field as ComponentType<FieldProps>, props);
}

/**
 * A number field's value is what its widget hands over: RJSF's own number field would turn a
 * money amount's exact text ("9999999999999999.99") into a float. The form's values are typed
 * by `normalizeInput` before anything checks or sends them.
 */
export const fields: RegistryFieldsType = {
  NumberField: getDefaultRegistry().fields.StringField as Field,
  ObjectField: WidgetOrObjectField,
};
