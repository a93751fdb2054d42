import type { Page } from 'playwright-core';

/**
 * What this origin keeps on the device: IndexedDB databases with their record counts, caches, the
 * keys of the kept drafts (IndexedDB `fenqi-offline`, store `drafts`), and any draft left in Web
 * Storage (an older build's `fenqi.flow.`/`fenqi.commodity.`, the fallback's `fenqi.drafts.`).
 */
export async function keptOnDevice(page: Page): Promise<{
  databases: Record<string, number>;
  caches: string[];
  drafts: string[];
  storageDrafts: string[];
}> {
  return page.evaluate(async () => {
    const databases: Record<string, number> = {};
    const drafts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(name);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      let count = 0;
      for (const store of db.objectStoreNames)
        count += await new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        });
      if (name === 'fenqi-offline' && db.objectStoreNames.contains('drafts'))
        drafts.push(
          ...(await new Promise<string[]>((resolve) => {
            const req = db.transaction('drafts').objectStore('drafts').getAllKeys();
            req.onsuccess = () => resolve(req.result.map(String));
          })),
        );
      db.close();
      databases[name] = count;
    }
    const storageDrafts = [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
      /^fenqi\.(flow|commodity|drafts)\./.test(key),
    );
    return { databases, caches: await caches.keys(), drafts, storageDrafts };
  });
}

/** Waits (up to 10 s) until a kept draft whose key contains `part` is in IndexedDB. */
export async function waitForKeptDraft(page: Page, part: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = (await keptOnDevice(page)).drafts.find((key) => key.includes(part));
    if (found) return found;
    await page.waitForTimeout(100);
  }
  throw new Error(`no kept draft with ${part} in IndexedDB`);
}

/** The keys of the kept replies (IndexedDB `fenqi-offline`, store `replies`) whose key contains `part`. */
async function keptReplyKeys(page: Page, part: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('fenqi-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    if (!db.objectStoreNames.contains('replies')) {
      db.close();
      return [];
    }
    const keys = await new Promise<string[]>((resolve) => {
      const req = db.transaction('replies').objectStore('replies').getAllKeys();
      req.onsuccess = () => resolve(req.result.map(String));
    });
    db.close();
    return keys.filter((key) => key.includes(wanted));
  }, part);
}

/** Waits (up to 10 s) until a kept reply whose key contains `part` is in IndexedDB (it is written after the reply). */
export async function waitForKeptReply(page: Page, part: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if ((await keptReplyKeys(page, part)).length > 0) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`no kept reply with ${part} in IndexedDB`);
}

/** Deletes the kept replies whose key contains `part`, as if that call had never been answered on this device. */
export async function forgetKeptReplies(page: Page, part: string): Promise<number> {
  const keys = await keptReplyKeys(page, part);
  await page.evaluate(async (doomed) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('fenqi-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = db.transaction('replies', 'readwrite');
    for (const key of doomed) tx.objectStore('replies').delete(key);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, keys);
  return keys.length;
}
