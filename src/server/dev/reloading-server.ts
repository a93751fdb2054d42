import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FenqiServer } from '../app';

/** How the reloading server reports what it does (the console in `npm start`). */
export interface ReloadLog {
  info: (message: string) => void;
  error: (message: string) => void;
}

/** The running server: its address, a reload on demand, and a stop. */
export interface ReloadingServer {
  port: number;
  /** Builds a new app from the files as they are now and switches to it; the old one keeps serving if that fails. */
  reload: () => Promise<boolean>;
  close: () => Promise<void>;
}

/** How long the replaced app lives on for the requests it is still answering. */
const DRAIN_MS = 5_000;

/**
 * One HTTP server whose requests go to the current app, and a reload that builds a new app (the
 * schema files are read again, so a field an analyst saved is validated, served and documented at
 * once) and switches to it without closing the port: a request is answered by the old app or the
 * new one, never refused. A schema that does not compile leaves the old app serving and says why.
 * For development only (`npm start` outside production, the studio): production starts once.
 */
export async function startReloadingServer(
  build: () => Promise<FenqiServer>,
  { port, host }: { port: number; host: string },
  log: ReloadLog,
): Promise<ReloadingServer> {
  let current = await build();
  await current.app.ready();
  // Request validators are otherwise compiled on first use (plugins/lazy-validators.ts): compiling
  // them here refuses a schema that does not compile before it serves, as a start used to.
  current.compileRequestValidators();
  const server: Server = createServer((request, response) => current.app.routing(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  let reloading: Promise<boolean> | undefined;
  const retire = (old: FenqiServer) => setTimeout(() => void old.app.close(), DRAIN_MS).unref();

  const reload = async (): Promise<boolean> => {
    try {
      const next = await build();
      try {
        await next.app.ready();
        next.compileRequestValidators();
      } catch (error) {
        void next.app.close();
        throw error;
      }
      const old = current;
      current = next;
      retire(old);
      log.info('schema files changed: the server now validates and documents them as they are');
      return true;
    } catch (error) {
      log.error(`schema files changed, but the server keeps the previous ones: ${(error as Error).message}`);
      return false;
    }
  };

  return {
    port: (server.address() as AddressInfo).port,
    // Reloads one at a time: a save during a reload waits for it, then reads the files again.
    reload: () => {
      const run = (reloading ?? Promise.resolve(true)).then(reload);
      reloading = run;
      return run;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await current.app.close();
    },
  };
}
