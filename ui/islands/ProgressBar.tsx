/** The navigation progress bar (docs/product/views-and-states.md#navigation-progress); client/progress.ts drives it, hidden until a navigation starts. */
export function ProgressBar() {
  return (
    <div className="progress" data-progress="" aria-hidden="true">
      <div className="progress-bar" />
    </div>
  );
}
