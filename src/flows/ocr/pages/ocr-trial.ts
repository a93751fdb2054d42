import axios from 'axios';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { readIdCard, type IdCardSides } from '../../../api/v2/commodity-cases';

/** Which side the tester says the picture shows; `both` sends neither flag. */
export type TrialSide = 'front' | 'back' | 'both';

/** One call as the tester sees it: the HTTP status (0: no reply), the body as sent and the time taken. */
export interface OcrTrial {
  side: TrialSide;
  status: number;
  body: unknown;
  ms: number;
}

const FLAGS: Record<TrialSide, IdCardSides> = {
  front: { onlyFront: true },
  back: { onlyBack: true },
  both: {},
};

/** Sends `picture` to the ID-card reader and records the raw reply and how long it took. */
export async function runOcrTrial(
  picture: Blob,
  side: TrialSide,
  now: () => number = () => performance.now(),
): Promise<OcrTrial> {
  const started = now();
  try {
    const body = await readIdCard(picture, FLAGS[side], SKIP_GLOBAL_ERROR);
    return { side, status: 200, body, ms: Math.round(now() - started) };
  } catch (error) {
    const reply = axios.isAxiosError(error) ? error.response : undefined;
    const body = reply?.data ?? { message: error instanceof Error ? error.message : String(error) };
    return { side, status: reply?.status ?? 0, body, ms: Math.round(now() - started) };
  }
}
