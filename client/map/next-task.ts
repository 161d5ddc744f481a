/**
 * Resolves in a later task, so the browser can paint and handle input between the map's start-up
 * steps (evaluating maplibre, making the map, adding its layers) instead of one long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
