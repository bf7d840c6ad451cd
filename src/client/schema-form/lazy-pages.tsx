/**
 * The schema-drawn pages load in their own chunk (RJSF and the widgets are most of the
 * client's weight), so the login page and the launcher stay light; a skeleton holds the place
 * meanwhile.
 */
import { lazy, Suspense } from "react";
import { Skeleton } from "../ui/Skeleton";

const ScreenPage = lazy(() =>
  import("./screen/ScreenPage").then((module) => ({ default: module.ScreenPage })),
);
const SchemaPreviewPage = lazy(() =>
  import("../preview/SchemaPreviewPage").then((module) => ({ default: module.SchemaPreviewPage })),
);

const placeholder = <Skeleton height="12rem" />;

export function LazyScreenPage() {
  return (
    <Suspense fallback={placeholder}>
      <ScreenPage />
    </Suspense>
  );
}

export function LazySchemaPreviewPage(props: { params: { id?: string } }) {
  return (
    <Suspense fallback={placeholder}>
      <SchemaPreviewPage {...props} />
    </Suspense>
  );
}
