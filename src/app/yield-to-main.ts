/** Who waits for the next message of the channel below, first come first woken. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/** A message to ourselves: a new task, which unlike `setTimeout(0)` is never clamped to 4 ms. */
function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const sender = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    sender.postMessage(null);
  });
}

/**
 * Ends the current task and resumes in a new one, so the phone can paint and answer a tap between
 * two pieces of start-up work (Lighthouse counts each task's time over 50 ms as blocking).
 * `scheduler.yield` where the browser has it (it resumes ahead of other queued tasks).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
}
