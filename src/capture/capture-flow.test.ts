import { captureReducer, initialCapture, type CaptureEvent, type CaptureState } from './capture-flow';

const front = new Blob(['front']);
const back = new Blob(['back']);
const run = (events: CaptureEvent[], start: CaptureState = initialCapture()) =>
  events.reduce(captureReducer, start);

describe('captureReducer', () => {
  it('goes front → reading → back → reading → review, merging what each side read', () => {
    const state = run([
      { type: 'picture', picture: front },
      { type: 'read', side: 'front', fields: { idCardNo: 'A123456789', birthDate: '1995-05-05' } },
      { type: 'picture', picture: back },
      { type: 'read', side: 'back', fields: { permanentCity: '臺北市', idCardNo: '' } },
    ]);
    expect(state.step).toEqual({ kind: 'review' });
    expect(state.fields).toEqual({
      idCardNo: 'A123456789',
      birthDate: '1995-05-05',
      permanentCity: '臺北市',
    });
    expect(state.pictures).toEqual({ front, back });
  });

  it('asks for the back after the front is read, and lets it be skipped', () => {
    const afterFront = run([
      { type: 'picture', picture: front },
      { type: 'read', side: 'front', fields: { idCardNo: 'A123456789' } },
    ]);
    expect(afterFront.step).toEqual({ kind: 'shoot', side: 'back' });
    const skipped = captureReducer(afterFront, { type: 'review' });
    expect(skipped.step).toEqual({ kind: 'review' });
    expect(skipped.pictures).toEqual({ front });
  });

  it('keeps the message of a failed read and offers the retake of the same side', () => {
    const failed = run([
      { type: 'picture', picture: front },
      { type: 'readFailed', side: 'front', failure: 'unreadable', message: '無法辨識' },
    ]);
    expect(failed.step).toEqual({
      kind: 'failed',
      side: 'front',
      failure: 'unreadable',
      message: '無法辨識',
    });
    expect(captureReducer(failed, { type: 'retake' }).step).toEqual({ kind: 'shoot', side: 'front' });
    // Typing the data in instead keeps the photo.
    const manual = captureReducer(failed, { type: 'review' });
    expect([manual.step, manual.pictures]).toEqual([{ kind: 'review' }, { front }]);
  });

  it('ignores a late answer for another side and a review while reading', () => {
    const reading = run([{ type: 'picture', picture: front }]);
    expect(captureReducer(reading, { type: 'read', side: 'back', fields: { idCardNo: 'X' } })).toBe(reading);
    expect(captureReducer(reading, { type: 'review' })).toBe(reading);
  });

  it('starts over from the front on restart, keeping the fields as a starting point', () => {
    const reviewed = run([
      { type: 'picture', picture: front },
      { type: 'read', side: 'front', fields: { idCardNo: 'A123456789' } },
      { type: 'review' },
      { type: 'restart' },
    ]);
    expect(reviewed.step).toEqual({ kind: 'shoot', side: 'front' });
    expect(reviewed.pictures).toEqual({});
    expect(reviewed.fields).toEqual({ idCardNo: 'A123456789' });
  });

  it('starts from the given fields', () => {
    expect(initialCapture({ name: '王小明' }).fields).toEqual({ name: '王小明' });
  });
});
