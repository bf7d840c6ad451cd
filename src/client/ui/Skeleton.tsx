/** A grey placeholder bar shown where content is still loading. */
type SkeletonProps = {
  width?: string;
  height?: string;
};

export function Skeleton({ width = "100%", height }: SkeletonProps) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}
