import { join } from 'node:path';
import { watchTree } from '../../validation/watch-tree';
import type { FenqiServer } from '../app';
import { clientRebuild, type ClientRebuildPaths } from './client-rebuild';
import { startReloadingServer, type ReloadLog } from './reloading-server';

/** How long a burst of saves (an editor writing several files) is waited out before one reload. */
const RELOAD_DEBOUNCE_MS = 200;

/** The development server: its port, a wait until a save has reached server and client, and a stop. */
export interface DevServer {
  port: number;
  /** Resolves once the changes seen so far have reloaded the server and rebuilt the client. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * `npm start` outside production: the reloading server, and a watch on `schemas/` and
 * `uischemas/` (a save in the studio or an editor) that reloads the server — which validates,
 * serves and documents the schemas as they are now — and rebuilds the client it serves.
 */
export async function startDevServer(
  build: () => Promise<FenqiServer>,
  address: { port: number; host: string },
  paths: ClientRebuildPaths,
  log: ReloadLog,
): Promise<DevServer> {
  const server = await startReloadingServer(build, address, log);
  const client = clientRebuild(paths, log);
  let timer: NodeJS.Timeout | undefined;
  let applying: Promise<unknown> = Promise.resolve();
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      applying = Promise.all([server.reload(), client.rebuild()]);
    }, RELOAD_DEBOUNCE_MS);
  };
  const stops = ['schemas', 'uischemas'].map((folder) => watchTree(join(paths.root, folder), onChange));
  return {
    port: server.port,
    settled: async () => {
      // A save's watch event may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, RELOAD_DEBOUNCE_MS * 2));
      while (timer) await new Promise((resolve) => setTimeout(resolve, RELOAD_DEBOUNCE_MS));
      await applying;
      await client.idle();
    },
    close: async () => {
      for (const stop of stops) stop();
      clearTimeout(timer);
      await client.idle();
      await server.close();
    },
  };
}
