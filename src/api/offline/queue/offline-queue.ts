import { isUnsent, isWaiting, newQueueKey, type NewQueueItem, type QueueItem } from './queue-item';
import { drainQueue, QUEUE_MAX_AGE_MS, type DrainReport, type SendOutcome } from './queue-rules';
import type { QueueStore } from './queue-store';

/** How an item left the waiting list: stored (with its reply), refused (with its message), or too old. */
export type SettledKind = 'sent' | 'refused' | 'expired';

/** Told of each item that was stored, refused or expired (once per page, and again to a new listener). */
export type SettledListener = (item: QueueItem, kind: SettledKind) => void;

/** What the queue runs on; the page and the tests give their own. */
export interface OfflineQueueDeps {
  store: QueueStore;
  send: (item: QueueItem) => Promise<SendOutcome>;
  now?: () => number;
  /** Whether the device says it has a network (navigator.onLine). */
  online?: () => boolean;
  /** Runs `work` alone: one drain at a time across tabs and the service worker (Web Locks). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Runs `task` after `ms`; returns its cancel. */
  schedule?: (ms: number, task: () => void) => () => void;
  /** Asks the browser to wake the service worker once the network is back (Background Sync). */
  requestSync?: () => void;
  /** Tells other tabs and the service worker that the queue changed. */
  announce?: () => void;
  /** The device key of the member logged in now (null: no one), kept with each item as `queuedBy`. */
  queuedBy?: () => string | null;
}

/** One drain at a time within this context (the Web Lock, where there is one, spans the others). */
function serialised(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

const defaultSchedule = (ms: number, task: () => void) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

/**
 * The offline queue: uploads and sends made without a network are kept in the
 * store (IndexedDB in the browser) and sent in order when the network returns, by whoever drains
 * first: this page (the `online` event, a backoff timer) or the service worker (Background Sync).
 * The page reads `items()` (待送出 n 項, 等待網路 per tile) and hears of each item stored, refused
 * or expired (`onSettled`); a stored item stays, with its reply, until its flow takes it
 * (`acknowledge`), so a reply that came while the tab was closed is not lost either.
 */
export class OfflineQueue {
  private readonly deps: Required<Omit<OfflineQueueDeps, 'exclusive'>> & Pick<OfflineQueueDeps, 'exclusive'>;
  private readonly local = serialised();
  private snapshot: readonly QueueItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<SettledListener>();
  /** Items already told as stored or refused in this page (a reload tells them again). */
  private readonly told = new Map<string, SettledKind>();
  private cancelTimer: (() => void) | null = null;
  private read = false;

  constructor(deps: OfflineQueueDeps) {
    this.deps = {
      now: () => Date.now(),
      online: () => true,
      schedule: defaultSchedule,
      requestSync: () => undefined,
      announce: () => undefined,
      queuedBy: () => null,
      ...deps,
    };
  }

  /** Whether the store was read once (before, an empty list means "not known yet"). */
  hasRead = (): boolean => this.read;

  /** Every item as last read (stable between changes, for useSyncExternalStore). */
  items = (): readonly QueueItem[] => this.snapshot;

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * Calls `listener` for each item stored, refused or expired from now on, and at once for those
   * stored or refused already (a reply that came while no page of its flow was open).
   */
  onSettled(listener: SettledListener): () => void {
    this.settledListeners.add(listener);
    for (const item of this.snapshot) {
      const kind = item.sentAt !== undefined ? 'sent' : item.refusal ? 'refused' : null;
      if (kind) listener(item, kind);
    }
    return () => void this.settledListeners.delete(listener);
  }

  /** Reads the store again (another tab or the service worker changed it), dropping what is too old. */
  async refresh(): Promise<void> {
    const now = this.deps.now();
    const all = await this.deps.store.all();
    const kept: QueueItem[] = [];
    for (const item of all) {
      if (now - item.queuedAt > QUEUE_MAX_AGE_MS) {
        await this.deps.store.remove(item.id);
        // A stored item that nobody took is on the server already; an unsent one is said.
        if (isUnsent(item)) this.tell(item, 'expired');
      } else kept.push(item);
    }
    this.snapshot = kept.sort((a, b) => a.queuedAt - b.queuedAt);
    this.read = true;
    for (const item of this.snapshot) {
      if (item.sentAt !== undefined) this.tellOnce(item, 'sent');
      else if (item.refusal) this.tellOnce(item, 'refused');
      else this.told.delete(item.id);
    }
    for (const listener of this.listeners) listener();
  }

  /** Keeps a new item (the member sees it at once) and sends it as soon as the network allows. */
  async enqueue(input: NewQueueItem): Promise<QueueItem> {
    const item: QueueItem = {
      ...input,
      id: input.id ?? newQueueKey(),
      queuedBy: this.deps.queuedBy(),
      // Later than every item already queued, even within one millisecond: a step's requests
      // queued one after another go out in that order.
      queuedAt: Math.max(this.deps.now(), ...this.snapshot.map((queued) => queued.queuedAt + 1)),
      attempts: 0,
      nextAttemptAt: 0,
    };
    await this.deps.store.put(item);
    await this.refresh();
    this.deps.announce();
    this.deps.requestSync();
    if (this.deps.online()) void this.drain().catch(() => undefined);
    return item;
  }

  /**
   * Sends what is due, oldest first (queue-rules.ts); `now` ignores the backoff (the network just
   * came back). Stored items keep their reply for their flow; refused ones keep their message.
   */
  async drain({ now = false }: { now?: boolean } = {}): Promise<DrainReport<QueueItem>> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (!this.deps.online()) {
      // The device knows it has no network: no attempt (nor a longer backoff) until it has one.
      await this.refresh();
      this.deps.requestSync();
      const waiting = this.snapshot.filter(isWaiting);
      return { sent: [], refused: [], expired: [], waiting, stoppedOffline: true };
    }
    const report = await this.exclusive(async () => {
      const time = this.deps.now();
      const unsent = (await this.deps.store.all()).filter(isUnsent);
      const due = now ? unsent.map((item) => (item.refusal ? item : { ...item, nextAttemptAt: 0 })) : unsent;
      const result = await drainQueue(due, this.deps.send, time);
      for (const item of result.sent) await this.deps.store.put({ ...item, sentAt: this.deps.now() });
      for (const item of result.refused) await this.deps.store.put(item);
      for (const item of result.waiting) if (item.attempts > 0) await this.deps.store.put(item);
      for (const item of result.expired) await this.deps.store.remove(item.id);
      return result;
    });
    for (const item of report.expired) this.tell(item, 'expired');
    await this.refresh();
    if (report.sent.length + report.refused.length + report.expired.length > 0) this.deps.announce();
    if (report.stoppedOffline) this.deps.requestSync();
    this.scheduleNext(report);
    return report;
  }

  /** A flow took a stored item's reply (its link is in the form now): the item goes. */
  async acknowledge(id: string): Promise<void> {
    await this.deps.store.remove(id);
    this.told.delete(id);
    await this.refresh();
    this.deps.announce();
  }

  /** The member removed a waiting or refused item (its tile's ×): it is not sent. */
  async discard(id: string): Promise<void> {
    await this.exclusive(() => this.deps.store.remove(id));
    this.told.delete(id);
    await this.refresh();
    this.deps.announce();
  }

  /** Removes every item (捨棄並登出). */
  async discardAll(): Promise<void> {
    await this.exclusive(async () => {
      for (const item of await this.deps.store.all()) await this.deps.store.remove(item.id);
    });
    this.told.clear();
    await this.refresh();
    this.deps.announce();
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const across = this.deps.exclusive;
    return this.local(() => (across ? across(work) : work()));
  }

  /** Tries again when the first backoff ends (while online; offline the `online` event does). */
  private scheduleNext(report: DrainReport<QueueItem>): void {
    const tried = report.waiting.filter((item) => item.attempts > 0);
    if (tried.length === 0 || !this.deps.online()) return;
    const next = Math.min(...tried.map((item) => item.nextAttemptAt));
    const wait = Math.max(1000, next - this.deps.now());
    this.cancelTimer = this.deps.schedule(wait, () => void this.drain().catch(() => undefined));
  }

  private tellOnce(item: QueueItem, kind: SettledKind): void {
    if (this.told.get(item.id) === kind) return;
    this.told.set(item.id, kind);
    this.tell(item, kind);
  }

  private tell(item: QueueItem, kind: SettledKind): void {
    for (const listener of this.settledListeners) listener(item, kind);
  }
}
