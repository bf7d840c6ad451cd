/**
 * The sub-lists under a detail (admin-area §2 "Detail"): one tab per sub-list the user may
 * read, as pills when there is more than one. Each embeds the sub-module's list with the
 * record's key as a fixed filter (`as_param` = the record's `key_field`): always sent, never
 * editable. The list state of a tab lives in the tab, the address belongs to the detail.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { type Tab, toTabs } from "../../../schema/adapter/to-actions";
import type { ScreenDefinition } from "../../../schema/overlay/screen-types";
import { routeHref, useModules } from "../../launcher/modules";
import { Tabs } from "../../preview/Tabs";
import { LoadFailed } from "../../ui/LoadFailed";
import { Skeleton } from "../../ui/Skeleton";
import type { RecordData } from "../api/screen-data";
import { useScreen } from "../api/screens";
import { presetSearch } from "../screen/preset-fields";
import { useAdapterContext } from "../use-adapter-context";
import { ScreenList } from "./ScreenList";
import { routeOfScreen, withOverwrite } from "./sub-screen";
import { screenHref } from "./url-state";
import { useLocalListQuery } from "./use-list-query";
import "./list.css";

const hasKey = (value: unknown) => value !== null && value !== undefined && value !== "";

export function DetailTabs({ screen, record }: { screen: ScreenDefinition; record: RecordData }) {
  const { t } = useLingui();
  const context = useAdapterContext();
  const modules = useModules().data ?? [];
  const tabs = useMemo(
    () =>
      toTabs(
        screen,
        context,
        (module) => routeOfScreen(modules, module)?.route.resource ?? module,
        // Without its key a tab would list every row of the sub-module, not this record's.
      ).filter((tab) => hasKey(record[tab.keyField])),
    [screen, context, modules, record],
  );
  const [active, setActive] = useState(tabs[0]?.module ?? "");

  const [only] = tabs;
  if (!only) return null;
  if (tabs.length === 1) {
    return (
      <section className="detail-tabs" aria-label={only.label}>
        <SubList tab={only} record={record} />
      </section>
    );
  }
  return (
    <section className="detail-tabs detail-tabs--pills">
      <Tabs
        label={t`Data terkait`}
        active={active}
        onSelect={setActive}
        items={tabs.map((tab) => ({
          id: tab.module,
          label: tab.label,
          // A key per tab: switching tabs starts the other sub-list afresh, not with this one's state.
          panel: () => <SubList key={tab.module} tab={tab} record={record} />,
        }))}
      />
    </section>
  );
}

function SubList({ tab, record }: { tab: Tab; record: RecordData }) {
  const loaded = useScreen(tab.module);
  const state = useLocalListQuery();
  const found = routeOfScreen(useModules().data ?? [], tab.module);
  const base = found ? routeHref(found.module, found.route) : undefined;
  const parent = { ...tab.fixed, [tab.as_param]: record[tab.keyField] };
  if (loaded.error) {
    return (
      <LoadFailed title={<Trans>Daftar data tidak dapat dimuat</Trans>} error={loaded.error} />
    );
  }
  if (!loaded.data) return <Skeleton height="12rem" />;
  return (
    <ScreenList
      loaded={withOverwrite(loaded.data, tab.overwrite)}
      state={state}
      fixedFilters={parent}
      // The sub-screen's page keeps the parent: its list stays this record's, a new row is its.
      hrefOf={(view, row) => base && screenHref(base, presetSearch(parent), view, row?.id)}
    />
  );
}
