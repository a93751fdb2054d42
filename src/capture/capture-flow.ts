import type { IdCardFields } from '../api/v2/types/commodity';
import type { IdCardSide, ReadFailure } from './read-id-card-side';

/** The photos taken, by side. */
export interface IdCardPictures {
  front?: Blob;
  back?: Blob;
}

/** Where the member is in the capture. */
export type CaptureStep =
  | { kind: 'shoot'; side: IdCardSide }
  | { kind: 'reading'; side: IdCardSide }
  | { kind: 'failed'; side: IdCardSide; failure: ReadFailure; message: string }
  | { kind: 'review' };

/** The whole capture: the step, what was read so far and the pictures. */
export interface CaptureState {
  step: CaptureStep;
  fields: IdCardFields;
  pictures: IdCardPictures;
}

/** What happens in the capture. */
export type CaptureEvent =
  | { type: 'picture'; picture: Blob }
  | { type: 'read'; side: IdCardSide; fields: IdCardFields }
  | { type: 'readFailed'; side: IdCardSide; failure: ReadFailure; message: string }
  | { type: 'retake' }
  | { type: 'restart' }
  /** Skip the back, or go on without reading the current side: straight to the review. */
  | { type: 'review' };

/** Starts at the front, with `fields` (a previous read) as the starting values. */
export function initialCapture(fields: IdCardFields = {}): CaptureState {
  return { step: { kind: 'shoot', side: 'front' }, fields, pictures: {} };
}

/** Only the fields that were read, so an absent value never overwrites one read earlier. */
function present(fields: IdCardFields): IdCardFields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as IdCardFields;
}

/**
 * The capture as a state machine: front → back → review. A picture is kept for its side even
 * when it cannot be read (the member may still want it on file); a failed read offers a retake
 * or going on by hand, so there is never a dead end.
 */
export function captureReducer(state: CaptureState, event: CaptureEvent): CaptureState {
  const { step } = state;
  switch (event.type) {
    case 'picture':
      if (step.kind !== 'shoot') return state;
      return {
        ...state,
        step: { kind: 'reading', side: step.side },
        pictures: { ...state.pictures, [step.side]: event.picture },
      };
    case 'read':
      if (step.kind !== 'reading' || step.side !== event.side) return state;
      return {
        ...state,
        fields: { ...state.fields, ...present(event.fields) },
        step: event.side === 'front' ? { kind: 'shoot', side: 'back' } : { kind: 'review' },
      };
    case 'readFailed':
      if (step.kind !== 'reading' || step.side !== event.side) return state;
      return {
        ...state,
        step: { kind: 'failed', side: event.side, failure: event.failure, message: event.message },
      };
    case 'retake':
      return step.kind === 'failed' ? { ...state, step: { kind: 'shoot', side: step.side } } : state;
    case 'restart':
      return { ...state, step: { kind: 'shoot', side: 'front' }, pictures: {} };
    case 'review':
      return step.kind === 'reading' ? state : { ...state, step: { kind: 'review' } };
  }
}
