import axios from 'axios';
import { applicantToken } from '../api/commodity-token';
import { apiErrorMessage } from '../api/errors/api-call-error';
import { SKIP_GLOBAL_ERROR } from '../api/errors/request-flags';
import { readIdCard } from '../api/v2/commodity-cases';
import type { IdCardFields } from '../api/v2/types/commodity';

/** A side of the ID card. */
export type IdCardSide = 'front' | 'back';

/** Why a picture gave no fields. */
export type ReadFailure =
  /** 422: nothing readable on the picture (blurred, glare, not a card). */
  | 'unreadable'
  /** 503: the reader is down or busy. */
  | 'unavailable'
  /** 401: no commodity or draft token (not logged in to the application, or it lapsed). */
  | 'no-token'
  /** Anything else: no connection, too large (413), a server error. */
  | 'failed';

/** What reading one picture came to. */
export type ReadOutcome =
  { ok: true; fields: IdCardFields } | { ok: false; failure: ReadFailure; message: string };

/** Shown when the application's token is missing: the server's own text speaks of an expired order. */
export const NO_TOKEN_TEXT = '尚未登入分期申請，無法自動辨識身分證。請先登入分期申請，或直接手動填寫資料。';

const FAILURE_BY_STATUS: Record<number, ReadFailure> = {
  401: 'no-token',
  422: 'unreadable',
  503: 'unavailable',
};

/** Whether the application's token is there, so a picture can be read at all. */
export function canReadIdCard(): boolean {
  return applicantToken() !== null;
}

/**
 * Sends one picture to `POST /members/commodity-cases/id-card-ocr` with onlyFront / onlyBack and
 * never throws (`signal` cancels it when the view goes away): failures come back with the server's message, for the capture view to show inline
 * (so the call opts out of the global error dialogs).
 */
export async function readIdCardSide(
  picture: Blob,
  side: IdCardSide,
  signal?: AbortSignal,
): Promise<ReadOutcome> {
  try {
    const fields = await readIdCard(picture, side === 'front' ? { onlyFront: true } : { onlyBack: true }, {
      ...SKIP_GLOBAL_ERROR,
      signal,
    });
    return { ok: true, fields };
  } catch (error) {
    const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    const failure = FAILURE_BY_STATUS[status] ?? 'failed';
    if (failure === 'no-token') return { ok: false, failure, message: NO_TOKEN_TEXT };
    return { ok: false, failure, message: apiErrorMessage(error, '辨識失敗，請稍後再試或手動填寫資料。') };
  }
}
