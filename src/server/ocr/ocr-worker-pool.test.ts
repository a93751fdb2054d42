/** @jest-environment node */
import type { Worker } from 'tesseract.js';
import { createEngWorker, OcrBusyError, OcrWorkerPool } from './ocr-worker-pool';
import { renderSampleIdCard } from './sample-id-card';

/** A real engine factory that counts the engines it starts and ends. */
function countingFactory() {
  const counts = { created: 0, terminated: 0 };
  const create = async (): Promise<Worker> => {
    counts.created += 1;
    const worker = await createEngWorker();
    const terminate = worker.terminate.bind(worker);
    worker.terminate = async (jobId?: string) => {
      counts.terminated += 1;
      return terminate(jobId);
    };
    return worker;
  };
  return { counts, create };
}

const textOf = async (engine: Worker, image: Buffer) => (await engine.recognize(image)).data.text;

describe('OcrWorkerPool', () => {
  it('starts one engine on first use, serves concurrent requests in turn, and ends it on close', async () => {
    const { counts, create } = countingFactory();
    const pool = new OcrWorkerPool({ createEngine: create });
    expect(counts.created).toBe(0); // nothing started until needed
    const [first, second] = await Promise.all([
      renderSampleIdCard({ idCardNo: 'A123456789' }),
      renderSampleIdCard({ idCardNo: 'F131104093' }),
    ]);
    const running: string[] = [];
    const job = (name: string, image: Buffer) => async (engine: Worker) => {
      running.push(`${name} start`);
      const text = await textOf(engine, image);
      running.push(`${name} end`);
      return text;
    };
    const [textA, textB] = await Promise.all([pool.run(job('a', first)), pool.run(job('b', second))]);
    expect(textA.replace(/[lI]/g, '1')).toContain('A123456789');
    expect(textB).toContain('F131104093');
    expect(running).toEqual(['a start', 'a end', 'b start', 'b end']);
    expect(await pool.run(job('c', first))).toBe(textA); // the same engine again
    expect(counts).toEqual({ created: 1, terminated: 0 });

    await pool.close();
    expect(counts).toEqual({ created: 1, terminated: 1 });
    await expect(pool.run(job('late', first))).rejects.toBeInstanceOf(OcrBusyError);
  });

  /** A stand-in engine for the failure paths (a real one is not needed to see them). */
  const fakeEngine = (counts: { terminated: number }) =>
    ({ terminate: async () => void (counts.terminated += 1) }) as unknown as Worker;

  it('keeps working after a failed job, and retries an engine that failed to start', async () => {
    const counts = { created: 0, terminated: 0 };
    const pool = new OcrWorkerPool({
      createEngine: async () => {
        counts.created += 1;
        if (counts.created === 1) throw new Error('model missing');
        return fakeEngine(counts);
      },
    });
    await expect(pool.run(async () => 'never')).rejects.toThrow('model missing');
    await expect(pool.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await pool.run(async () => 'ok')).toBe('ok');
    expect(counts).toEqual({ created: 2, terminated: 0 });
    await pool.close();
    expect(counts.terminated).toBe(1);
  });

  it('abandons a hung job and starts a fresh engine for the next one', async () => {
    const counts = { created: 0, terminated: 0 };
    const pool = new OcrWorkerPool({
      createEngine: async () => {
        counts.created += 1;
        return fakeEngine(counts);
      },
      jobTimeoutMs: 50,
    });
    await expect(pool.run(() => new Promise(() => undefined))).rejects.toThrow('OCR job timed out');
    expect(counts).toEqual({ created: 1, terminated: 1 });
    expect(await pool.run(async () => 'fresh')).toBe('fresh');
    expect(counts.created).toBe(2);
    await pool.close();
  });

  it('refuses requests past the waiting limit instead of queueing without end', async () => {
    const pool = new OcrWorkerPool({
      createEngine: async () => fakeEngine({ terminated: 0 }),
      maxWaiting: 2,
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const jobs = [pool.run(() => gate.then(() => 1))];
    await new Promise((resolve) => setImmediate(resolve)); // the first job is running now
    jobs.push(
      pool.run(async () => 2),
      pool.run(async () => 3),
    );
    await expect(pool.run(async () => 4)).rejects.toBeInstanceOf(OcrBusyError);
    release();
    expect(await Promise.all(jobs)).toEqual([1, 2, 3]);
    expect(await pool.run(async () => 5)).toBe(5); // room again
    await pool.close();
  });
});
