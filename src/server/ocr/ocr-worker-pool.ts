import { dirname, join } from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** The English LSTM model shipped by the @tesseract.js-data/eng package (never downloaded). */
export function engLanguagePath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * Starts one tesseract engine (a worker thread, ~40 MB) with the English model from node_modules,
 * set for sparse text (a card is labels and values scattered over the face, not paragraphs).
 */
export async function createEngWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: engLanguagePath(),
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error out of its message listener,
    // which would crash the process; the failed job's own promise rejects either way.
    errorHandler: () => undefined,
  });
  // A crashed worker thread emits 'error'; unheard, that would end the process. The job it was
  // running then times out and the pool starts a new engine. (tesseract.js exposes the thread
  // as `worker` without typing it.)
  (worker as unknown as { worker?: NodeWorker }).worker?.on('error', () => undefined);
  // debug_file: the engine's diagnostics ("Image too small to scale!!") would go to stderr.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, debug_file: '/dev/null' });
  return worker;
}

/** Options for the pool; tests pass their own engine factory to count what is created. */
export interface OcrWorkerPoolOptions {
  createEngine?: () => Promise<Worker>;
  /** A job running longer is abandoned and its engine replaced (default 30 s). */
  jobTimeoutMs?: number;
  /** Jobs allowed to wait behind the running one; past it `run` refuses (default 8). */
  maxWaiting?: number;
}

/** Thrown when the pool is closed or too many requests wait for the engine. */
export class OcrBusyError extends Error {}

/**
 * One OCR engine shared by all requests: started on first use, kept for the next ones, running
 * one job at a time in arrival order (the engine is single-threaded, and a second engine would
 * cost another 40 MB). `close()` waits for the queued jobs and ends the engine.
 */
export class OcrWorkerPool {
  private engine: Promise<Worker> | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private closed = false;
  private readonly createEngine: () => Promise<Worker>;
  private readonly jobTimeoutMs: number;
  private readonly maxWaiting: number;

  constructor(options: OcrWorkerPoolOptions = {}) {
    this.createEngine = options.createEngine ?? createEngWorker;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
    this.maxWaiting = options.maxWaiting ?? 8;
  }

  /** Runs `job` with the engine once the jobs before it are done. */
  run<T>(job: (engine: Worker) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new OcrBusyError('OCR engine closed'));
    if (this.waiting >= this.maxWaiting) return Promise.reject(new OcrBusyError('OCR engine busy'));
    this.waiting += 1;
    const result = this.tail.then(() => {
      this.waiting -= 1;
      return this.runNow(job);
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Waits for the queued jobs, then ends the engine; later `run` calls are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.tail;
    await this.discardEngine();
  }

  private async runNow<T>(job: (engine: Worker) => Promise<T>): Promise<T> {
    if (!this.engine) {
      this.engine = this.createEngine();
      this.engine.catch(() => (this.engine = null)); // a failed start is retried by the next job
    }
    const engine = await this.engine;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('OCR job timed out')), this.jobTimeoutMs);
    });
    try {
      return await Promise.race([job(engine), timeout]);
    } catch (error) {
      // A hung or crashed engine would block every later job: start afresh next time.
      if (error instanceof Error && error.message === 'OCR job timed out') await this.discardEngine();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async discardEngine(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (engine) await engine.then((worker) => worker.terminate()).catch(() => undefined);
  }
}
