import type { Page } from 'playwright-core';

/** What this origin keeps on the device: IndexedDB databases with their record counts, caches, drafts. */
export async function keptOnDevice(
  page: Page,
): Promise<{ databases: Record<string, number>; caches: string[]; drafts: string[] }> {
  return page.evaluate(async () => {
    const databases: Record<string, number> = {};
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
      db.close();
      databases[name] = count;
    }
    const drafts = Object.keys(localStorage).filter((key) => /^fenqi\.(flow|commodity)\./.test(key));
    return { databases, caches: await caches.keys(), drafts };
  });
}
