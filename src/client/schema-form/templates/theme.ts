/**
 * The RJSF theme of Mandor: our field and grid templates, the widget registry, and nothing
 * for the pieces the field template draws itself (errors, help, titles) or the screen draws
 * (buttons, the error list), so RJSF adds no markup of its own.
 */
import type { TemplatesType } from "@rjsf/utils";
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
