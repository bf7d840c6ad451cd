/** Under a select: the spec's message when its list fails to load, or that it is empty. */
import { useLingui } from "@lingui/react/macro";

export function ChoiceNotes(props: { label: string; failed: boolean; empty: boolean }) {
  const { t } = useLingui();
  const { label } = props;
  if (props.failed) {
    return (
      <p className="field__note field__note--danger" role="alert">
        {t`Cannot get ${label} datalist`}
      </p>
    );
  }
  return props.empty ? (
    <p className="field__note">{t`Sorry, no options found for this field`}</p>
  ) : null;
}
