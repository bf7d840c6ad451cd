/**
 * The schema-drawn pages load in their own chunk (RJSF and the widgets are most of the
 * client's weight), so the login page and the launcher stay light; a skeleton holds the place
 * meanwhile. Once the screens' chunk is loaded (`main.tsx` starts it beside the language
 * catalog when the first address is a screen's) the page renders without suspending: React
 * holds a suspended page's content back for 300 ms after its skeleton showed, which delayed
 * every first list. Each address a screen page renders for asks at once for the screen's
 * first calls, before the page's own fetches would (see `askForScreen`).
 */
import { lazy, Suspense, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { Skeleton } from "../ui/Skeleton";
import { askForScreen } from "./api/screen-calls";

type ScreenPageModule = typeof import("./screen/ScreenPage");

let screenPageModule: ScreenPageModule | undefined;

/** The screens' chunk, loaded once; afterwards its page renders directly. */
export function loadScreenPage(): Promise<ScreenPageModule> {
  return import("./screen/ScreenPage").then((module) => {
    screenPageModule = module;
    return module;
  });
}

const ScreenPage = lazy(() => loadScreenPage().then((module) => ({ default: module.ScreenPage })));
const SchemaPreviewPage = lazy(() =>
  import("../preview/SchemaPreviewPage").then((module) => ({ default: module.SchemaPreviewPage })),
);

const placeholder = <Skeleton height="12rem" />;

export function LazyScreenPage() {
  const [path] = useLocation();
  const search = useSearch();
  // Once per address this page shows, not per render: a later render must not ask again for
  // an answer the page already has (nobody would take it).
  const asked = useRef<string | null>(null);
  if (asked.current !== path) {
    asked.current = path;
    askForScreen(path, search);
  }
  const loaded = screenPageModule;
  if (loaded) return <loaded.ScreenPage />;
  return (
    <Suspense fallback={placeholder}>
      <ScreenPage />
    </Suspense>
  );
}

export function LazySchemaPreviewPage(props: { params: { id?: string; dashboard?: string } }) {
  return (
    <Suspense fallback={placeholder}>
      <SchemaPreviewPage {...props} />
    </Suspense>
  );
}
