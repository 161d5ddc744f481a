/** The navigation progress bar (SPEC 4); client/progress.ts drives it, hidden until a navigation starts. */
export function ProgressBar() {
  return (
    <div className="progress" data-progress="" aria-hidden="true">
      <div className="progress-bar" />
    </div>
  );
}
