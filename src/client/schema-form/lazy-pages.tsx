/**
 * The schema-drawn pages load in their own chunk (RJSF and the widgets are most of the
 * client's weight), so the login page and the launcher stay light. Until the screens' chunk is
 * there, a screen's address shows its heading over a skeleton (the title is the largest text of
 * a list's first paint), then the page, without Suspense: React holds a suspended page's
 * content back for 300 ms after its fallback showed, which delayed every first list. Each
 * address a screen page renders for asks at once for the screen's first calls, before the
 * page's own fetches would (see `askForScreen`); `main.tsx` starts the chunk at start-up.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useRouteHeading } from "../launcher/route-heading";
import { Page } from "../layout/Page";
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

const SchemaPreviewPage = lazy(() =>
  import("../preview/SchemaPreviewPage").then((module) => ({ default: module.SchemaPreviewPage })),
);

const placeholder = <Skeleton height="12rem" />;

/** The page's heading over a skeleton: the largest text of a list's first paint comes early. */
function ScreenPlaceholder({ path }: { path: string }) {
  const { title, breadcrumbs } = useRouteHeading(path);
  return (
    <Page title={title} breadcrumbs={breadcrumbs}>
      {placeholder}
    </Page>
  );
}

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
  const [loaded, setLoaded] = useState(screenPageModule);
  const [failed, setFailed] = useState<unknown>();
  useEffect(() => {
    if (!loaded) loadScreenPage().then(setLoaded, setFailed);
  }, [loaded]);
  // As a lazy component would: the app's error boundary says the code could not load.
  if (failed) throw failed;
  if (loaded) return <loaded.ScreenPage />;
  return <ScreenPlaceholder path={path} />;
}

export function LazySchemaPreviewPage(props: { params: { id?: string; dashboard?: string } }) {
  return (
    <Suspense fallback={placeholder}>
      <SchemaPreviewPage {...props} />
    </Suspense>
  );
}
