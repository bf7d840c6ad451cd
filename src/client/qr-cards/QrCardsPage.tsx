/**
 * `/tenaga-kerja/cetak-qr` (issue #16): pick whose cards to print (workers by project, foreman
 * or manpower type, or a picked list; guests by project or a picked list), a print setting
 * (card size, columns × rows, logo, fields; edited on its own screen), then see the A4 pages,
 * print them with the browser (qr-cards.css prints exactly those pages) or download the same
 * pages as a PDF. The server gives card numbers to the people who had none.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "wouter";
import {
  CARD_SUBJECTS,
  type Card,
  type CardField,
  type CardSelection,
  type CardSubject,
  type CardsAnswer,
  gridOnPaper,
  paginate,
} from "../../schema/cards/qr-cards";
import { pickText } from "../../schema/local-text";
import { http, serverMessage } from "../api/http";
import { routeHref } from "../launcher/module-paths";
import { Page } from "../layout/Page";
import type { RoutePageProps } from "../pages/route-page-props";
import { useSchemaLocale } from "../schema-form/use-adapter-context";
import type { LookupChoice } from "../schema-form/widgets/lookup/lookup-choice";
import { Card as Surface } from "../ui/Card";
import { Skeleton } from "../ui/Skeleton";
import { CardPickerField } from "./CardPickerField";
import { CardSheets } from "./CardSheets";
import { cardText } from "./card-lines";
import { CARD_PICKERS } from "./card-pickers";
import { downloadCardsPdf } from "./download-pdf";
import { CARD_FIELD_LABELS } from "./field-labels";
import { type PrintSetting, SETTINGS_ENDPOINT, usePrintSettings } from "./print-settings";
import "./qr-cards.css";

type Chosen = Partial<Record<string, LookupChoice[]>>;

export function QrCardsPage({ module, route }: RoutePageProps) {
  const { t, i18n } = useLingui();
  const locale = useSchemaLocale();
  const title = pickText(route.title, locale);
  const settings = usePrintSettings();
  const [subject, setSubject] = useState<CardSubject>("employees");
  const [chosen, setChosen] = useState<Chosen>({});
  const [settingId, setSettingId] = useState<number | null>(null);
  const [answer, setAnswer] = useState<CardsAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"cards" | "pdf" | null>(null);

  const setting: PrintSetting | undefined =
    settings.data?.find((item) => item.id === settingId) ?? settings.data?.[0];
  const pickers = CARD_PICKERS[subject];
  const selection = toSelection(subject, chosen);
  const pages = answer && setting ? paginate(answer.cards, setting) : [];
  const labelOf = (field: CardField) => i18n._(CARD_FIELD_LABELS[field]);
  const textOf = (card: Card) => cardText(card, setting?.fields_shown ?? [], labelOf);
  const qrLabel = (card: Card) => t`Kode QR ${card.qr_card_number}`;
  const settingsHref = routeHref(module, { ...route, path: `/${SETTINGS_ENDPOINT}` });

  const showCards = async () => {
    setBusy("cards");
    setFailure(null);
    try {
      const result = await http
        .post("cetak-qr/cards", { json: selection })
        .json<{ data: CardsAnswer }>();
      setAnswer(result.data);
    } catch (error) {
      setAnswer(null);
      setFailure(serverMessage(error) ?? t`Kartu tidak dapat dimuat. Coba lagi.`);
    } finally {
      setBusy(null);
    }
  };

  const downloadPdf = async () => {
    if (!setting) return;
    setBusy("pdf");
    try {
      await downloadCardsPdf({ pages, layout: setting, textOf }, setting.logoUrl, "kartu-qr.pdf");
    } catch {
      setFailure(t`PDF tidak dapat dibuat. Coba lagi.`);
    } finally {
      setBusy(null);
    }
  };

  const sheets = setting && (
    <CardSheets
      pages={pages}
      layout={setting}
      logoUrl={setting.logoUrl}
      textOf={textOf}
      qrLabel={qrLabel}
    />
  );

  return (
    <Page
      title={title}
      breadcrumbs={[
        { label: t`Beranda`, href: "/" },
        { label: pickText(module.title, locale) },
        { label: title },
      ]}
    >
      <div className="qr-page">
        <Surface title={<Trans>Pilih kartu</Trans>}>
          <form
            className="qr-controls"
            onSubmit={(event) => {
              event.preventDefault();
              void showCards();
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor="qr-subject">
                <Trans>Kartu untuk</Trans>
              </label>
              <select
                id="qr-subject"
                className="input"
                value={subject}
                onChange={(event) => {
                  setSubject(event.target.value as CardSubject);
                  setChosen({});
                  setAnswer(null);
                }}
              >
                {CARD_SUBJECTS.map((name) => (
                  <option key={name} value={name}>
                    {name === "employees" ? t`Tenaga Kerja` : t`Tamu`}
                  </option>
                ))}
              </select>
            </div>
            {pickers.map((picker) => (
              <CardPickerField
                key={`${subject}-${picker.key}`}
                picker={picker}
                chosen={chosen[picker.key] ?? []}
                onChange={(items) => setChosen((current) => ({ ...current, [picker.key]: items }))}
              />
            ))}
            <div className="field">
              <label className="field__label" htmlFor="qr-setting">
                <Trans>Pengaturan cetak</Trans>
              </label>
              {settings.data ? (
                <select
                  id="qr-setting"
                  className="input"
                  value={setting?.id ?? ""}
                  onChange={(event) => setSettingId(Number(event.target.value))}
                >
                  {settings.data.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.setting_name} ({item.columns_per_page} × {item.rows_per_page})
                    </option>
                  ))}
                </select>
              ) : (
                <Skeleton height="2.5rem" />
              )}
              <Link href={settingsHref} className="field__note">
                <Trans>Atur pengaturan cetak</Trans>
              </Link>
            </div>
            <div className="qr-actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={busy !== null || !hasSelection(selection)}
              >
                <Trans>Tampilkan Kartu</Trans>
              </button>
            </div>
          </form>
        </Surface>

        {failure && (
          <div className="alert alert--danger" role="alert">
            {failure}
          </div>
        )}
        {settings.data && settings.data.length === 0 && (
          <div className="alert alert--danger" role="alert">
            <Trans>Belum ada pengaturan cetak yang aktif. Buat satu di Pengaturan Cetak QR.</Trans>
          </div>
        )}

        {answer && setting && (
          <Surface
            title={<Trans>Pratinjau</Trans>}
            actions={
              <div className="qr-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={pages.length === 0}
                  onClick={() => window.print()}
                >
                  <Trans>Cetak</Trans>
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={pages.length === 0 || busy !== null}
                  onClick={() => void downloadPdf()}
                >
                  <Trans>Unduh PDF</Trans>
                </button>
              </div>
            }
          >
            <p className="qr-summary" role="status">
              <Trans>
                {answer.cards.length} kartu pada {pages.length} halaman; {answer.assigned} nomor
                kartu baru diberikan.
              </Trans>
            </p>
            {!gridOnPaper(setting).fits && (
              <div className="alert alert--danger" role="alert">
                <Trans>
                  Kartu dengan pengaturan ini tidak muat di kertas A4. Kurangi ukuran, kolom, atau
                  baris di Pengaturan Cetak QR.
                </Trans>
              </div>
            )}
            {pages.length === 0 ? (
              <p>
                <Trans>Tidak ada orang pada pilihan ini.</Trans>
              </p>
            ) : (
              <div className="qr-preview">{sheets}</div>
            )}
          </Surface>
        )}
      </div>
      {answer && sheets && createPortal(<div className="qr-print">{sheets}</div>, document.body)}
    </Page>
  );
}

/** The chosen items as the server's selection: one code per filter, a list for `ids`. */
function toSelection(subject: CardSubject, chosen: Chosen): CardSelection {
  const selection: CardSelection = { subject };
  for (const picker of CARD_PICKERS[subject]) {
    const codes = (chosen[picker.key] ?? []).map((item) => Number(item.code));
    if (codes.length === 0) continue;
    if (picker.key === "ids") selection.ids = codes;
    else selection[picker.key] = codes[0];
  }
  return selection;
}

function hasSelection(selection: CardSelection): boolean {
  return Object.keys(selection).length > 1;
}
