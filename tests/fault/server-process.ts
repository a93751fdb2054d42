import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A server running as its own process (serve.ts), reached over real HTTP. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (its log). */
  output: () => string;
  /** `kill -9`: no chance to finish a write, close a file or say goodbye. */
  kill9: () => Promise<void>;
  /** An orderly stop (SIGTERM). */
  stop: () => Promise<void>;
}

const SERVE = join(__dirname, 'serve.ts');
const START_TIMEOUT_MS = 60_000;

/** Starts serve.ts with `env` added to this process's environment; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${log}`)),
      START_TIMEOUT_MS,
    );
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      log += `${line}\n`;
      const listening = /^\{"listening":(\d+)\}$/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${log}`));
    });
  });
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    kill9: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
  };
}
