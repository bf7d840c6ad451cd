/**
 * One field of a schema form in the design system: label with a red asterisk when required,
 * the widget, and one message line below it: the first error (admin-area §2), else the hint.
 * The line is always there, so an error appearing on blur moves nothing — a click on Save
 * that blurred the field still lands on Save. The border turns green once the field was
 * checked and is valid, red while an error shows.
 */
import { errorId, type FieldTemplateProps, helpId } from "@rjsf/utils";
import { fieldOfId, schemaFormContext } from "../form-context";
import { useFieldStatus } from "../form-store";

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, schema } = props;
  const status = useFieldStatus(schemaFormContext(props.registry)?.store, fieldOfId(id));
  // The form's own object draws no field; an object value drawn by one widget (a range) does.
  const oneValue = schema.type === "object" && Boolean(props.uiSchema?.["ui:widget"]);
  if (schema.type === "object" && !oneValue) return children;
  if (hidden) return <div hidden>{children}</div>;
  const error = rawErrors?.[0];
  const classes = [
    "field",
    props.classNames?.includes("field--full") ? "field--full" : "",
    props.uiSchema?.["ui:classNames"] ?? "",
    error ? "field--invalid" : status === "valid" ? "field--valid" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes}>
      {(displayLabel || oneValue) && (
        <label className="field__label" htmlFor={id} id={`${id}__label`}>
          {label}
          {required && (
            <span className="field__required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {children}
      {error ? (
        <p className="field__message field__error" id={errorId(id)}>
          {error}
        </p>
      ) : (
        <p className="field__message field__hint" id={helpId(id)}>
          {rawHelp}
        </p>
      )}
    </div>
  );
}
