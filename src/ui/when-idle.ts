/**
 * Runs `task` when the browser is idle (or after `timeout` ms at most); without
 * requestIdleCallback (Safari), in a task of its own. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
