/**
 * The rating section of a detail (admin-area §3 "Rating", §6, §7): the record's name and
 * overall value, and per rating type the mean of the ratings read (2 decimals). Nothing, and
 * no request, without `view-<permission>`. With `do-rating-<permission>` the user chooses the
 * row the rating is for (e.g. one of the vendor's projects), sets their own stars per type
 * and saves them (POST data_rating, then the getter again); without it the stars are read-only.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import { pickText } from "../../../../schema/local-text";
import type { ScreenDefinition } from "../../../../schema/overlay/screen-types";
import { type RatingItem, ratingPermissions } from "../../../../schema/rating/rating-api";
import { can } from "../../../session/permissions";
import { useSession } from "../../../session/session-store";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { LoadFailed } from "../../../ui/LoadFailed";
import { Skeleton } from "../../../ui/Skeleton";
import { useErrorAlert } from "../../../ui/use-alert";
import { useSchemaLocale } from "../../use-adapter-context";
import { saveRating, useRating } from "./rating-calls";
import { StarRating } from "./StarRating";
import { ratingText } from "./star-keys";
import "./rating.css";

type RatedScreen = Pick<ScreenDefinition, "endpoint" | "resource" | "rating">;

export function RatingPanel({ screen, id }: { screen: RatedScreen; id: string }) {
  const session = useSession();
  const { rating } = screen;
  const permissions = ratingPermissions(rating?.permission ?? screen.resource);
  if (!rating || !can(permissions.view, session)) return null;
  return (
    <RatingCard
      screen={screen}
      id={id}
      perColumn={rating.per ?? ""}
      canRate={can(permissions.rate, session)}
    />
  );
}

function RatingCard({
  screen,
  id,
  perColumn,
  canRate,
}: {
  screen: RatedScreen;
  id: string;
  perColumn: string;
  canRate: boolean;
}) {
  const { t } = useLingui();
  const locale = useSchemaLocale();
  const headingId = useId();
  const perId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useErrorAlert();
  const [per, setPer] = useState("");
  const [draft, setDraft] = useState<Record<number, number>>({});
  const [saving, setSaving] = useState(false);
  const answer = useRating(screen.endpoint, id, perColumn, per, true);
  const data = answer.data;
  // Without a chosen row (when ratings are per row) there is nothing of one's own to set.
  const rating = canRate && (!perColumn || per !== "");
  const title = screen.rating?.name ? pickText(screen.rating.name, locale) : t`Penilaian`;

  const save = async () => {
    setSaving(true);
    try {
      const answered = await saveRating(screen.endpoint, {
        id: Number(id),
        ...(perColumn ? { [perColumn]: Number(per) } : {}),
        data_rating: Object.entries(draft).map(([type, value]) => ({
          rating_type_id: Number(type),
          rating_value: value,
        })),
      });
      enqueueSnackbar(answered.message, { variant: "success" });
      setDraft({});
      await answer.mutate();
    } catch (error) {
      failed(error, t`Penilaian tidak dapat disimpan. Coba lagi.`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={title} labelledBy={headingId} className="rating-panel">
      {answer.error ? (
        <LoadFailed title={<Trans>Penilaian tidak dapat dimuat</Trans>} error={answer.error} />
      ) : !data ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">
            <Trans>Memuat penilaian…</Trans>
          </span>
          <Skeleton width="16rem" />
        </div>
      ) : (
        <>
          <div className="rating-panel__overall">
            <span className="rating-panel__name">{data.data_main.name}</span>
            <StarRating
              label={t`Nilai keseluruhan`}
              value={toNumber(data.data_main.overall_rating_value)}
              shown={ratingText(data.data_main.overall_rating_value, locale)}
            />
            <strong className="rating-panel__value" data-testid="rating-overall">
              {ratingText(data.data_main.overall_rating_value, locale)}
            </strong>
          </div>
          {canRate && perColumn && (
            <div className="field rating-panel__per">
              <label className="field__label" htmlFor={perId}>
                <Trans>Penilaian saya untuk</Trans>
              </label>
              <select
                id={perId}
                className="select select--small"
                value={per}
                onChange={(event) => {
                  setPer(event.target.value);
                  setDraft({});
                }}
              >
                <option value="">{t`Pilih untuk memberi penilaian`}</option>
                {data.data_per.map((choice) => (
                  <option key={choice.id} value={String(choice.id)}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <table className="table rating-panel__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Jenis penilaian</Trans>
                </th>
                <th scope="col">
                  <Trans>Rata-rata</Trans>
                </th>
                {rating && (
                  <th scope="col">
                    <Trans>Penilaian saya</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.data_rating.map((item) => (
                <RatingRow
                  key={item.rating_type_id}
                  item={item}
                  locale={locale}
                  mine={rating ? (draft[item.rating_type_id] ?? item.my_rating_value) : undefined}
                  onRate={(value) => setDraft({ ...draft, [item.rating_type_id]: value })}
                />
              ))}
            </tbody>
          </table>
          {rating && (
            <div className="rating-panel__actions">
              <Button
                variant="primary"
                busy={saving}
                disabled={Object.keys(draft).length === 0}
                onClick={() => void save()}
              >
                <Trans>Simpan penilaian</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

function RatingRow({
  item,
  locale,
  mine,
  onRate,
}: {
  item: RatingItem;
  locale: "id" | "en";
  /** The user's stars; undefined: the user does not rate here. */
  mine: number | null | undefined;
  onRate: (value: number) => void;
}) {
  const shown = ratingText(item.rating_value, locale);
  return (
    <tr>
      <th scope="row">{item.rating_type_name}</th>
      <td>
        <span className="rating-panel__mean">
          <StarRating
            label={item.rating_type_name}
            value={toNumber(item.rating_value)}
            shown={shown}
          />
          <span>{shown}</span>
        </span>
      </td>
      {mine !== undefined && (
        <td>
          <StarRating label={item.rating_type_name} value={mine} onChange={onRate} />
        </td>
      )}
    </tr>
  );
}

const toNumber = (value: string | null) => (value === null ? null : Number(value));
