import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import SignaturePadWidget from '.';

// jsdom has no canvas: a click on the canvas "draws" one stroke (tests/support/fake-signature-pad.ts).
// The real pad is exercised in the browser tests.
jest.mock('signature_pad', () => jest.requireActual('../../../../tests/support/fake-signature-pad'));

const schema: RJSFSchema = { type: 'object', properties: { signature: { type: 'string', title: '簽名' } } };
const uiSchema: UiSchema = { signature: { 'ui:widget': 'signaturePad' } };
const SAVED = 'data:image/png;base64,c2F2ZWQ=';

function renderForm(formData: Record<string, unknown> = {}, ui: UiSchema = uiSchema) {
  return renderRjsf({ schema, uiSchema: ui, widgets: { signaturePad: SignaturePadWidget }, formData });
}

describe('SignaturePadWidget', () => {
  it('emits a PNG data URL at the end of a stroke, and undefined on 清除', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm();

    await user.click(screen.getByLabelText('簽名區'));
    expect(lastData()).toEqual({ signature: 'data:image/png;base64,c3Ryb2tlcw==' });
    // The pad stays open so a name can take more than one stroke.
    await user.click(screen.getByLabelText('簽名區'));
    expect(screen.queryByAltText('已儲存的簽名')).toBeNull();

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(lastData()).toEqual({ signature: undefined });
  });

  it('shows a saved signature as an image with 重新簽名, which reopens an empty pad', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ signature: SAVED });
    expect(screen.getByAltText<HTMLImageElement>('已儲存的簽名').src).toBe(SAVED);
    expect(screen.queryByLabelText('簽名區')).toBeNull();

    await user.click(screen.getByRole('button', { name: '重新簽名' }));
    expect(lastData()).toEqual({ signature: undefined });
    expect(screen.getByLabelText('簽名區')).toBeTruthy();
    expect(screen.queryByAltText('已儲存的簽名')).toBeNull();
  });

  it('keeps the same pad and its strokes when the width changes, even through a 0-width resize', async () => {
    const user = userEvent.setup();
    const resizes: ResizeObserverCallback[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        resizes.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    const widths = [360];
    const rect = jest
      .spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ width: widths[0] }) as DOMRect);
    const resizeTo = (width: number) => {
      widths[0] = width;
      act(() => resizes.forEach((callback) => callback([], {} as ResizeObserver)));
    };
    try {
      const { onChange, lastData } = renderForm();
      const canvas = screen.getByLabelText<HTMLCanvasElement>('簽名區');
      await user.click(canvas);
      const drawn = lastData()?.signature;
      expect(drawn).toMatch(/^data:image\/png/);
      // What a full-page capture or a rotation does: the viewport collapses for a moment, then widens.
      resizeTo(0);
      resizeTo(640);
      expect(screen.getByLabelText('簽名區')).toBe(canvas);
      expect(canvas.width).toBe(640);
      expect(screen.queryByAltText('已儲存的簽名')).toBeNull();
      expect(onChange).toHaveBeenCalledTimes(1);
      // Still the same drawing: one more stroke adds to it, and 清除 empties it.
      await user.click(canvas);
      expect(lastData()?.signature).toBe(drawn);
    } finally {
      window.ResizeObserver = original;
      rect.mockRestore();
    }
  });

  it('signs by keyboard: 以鍵盤簽名 takes a typed name drawn on the pad, 改用手寫簽名 gives the pad back', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm();
    expect(screen.getByText(/無法使用觸控螢幕或滑鼠時，請按「以鍵盤簽名」/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '以鍵盤簽名' }));
    const field = screen.getByLabelText('以鍵盤簽署簽名：請輸入與身分證相同的全名');
    expect(document.activeElement).toBe(field);
    await user.keyboard('王小明');
    expect(lastData()).toEqual({ signature: 'data:image/png;base64,c3Ryb2tlcw==' });
    await user.clear(field);
    expect(lastData()).toEqual({ signature: undefined });

    await user.keyboard('王小明');
    await user.click(screen.getByRole('button', { name: '改用手寫簽名' }));
    expect(lastData()).toEqual({ signature: undefined });
    expect(screen.queryByLabelText(/以鍵盤簽署/)).toBeNull();
  });

  it('keeps showing a signature just drawn while the form is locked (a send under way), then as saved', async () => {
    const user = userEvent.setup();
    const { lastData, rerenderWith } = renderForm();
    await user.click(screen.getByLabelText('簽名區'));
    const drawn = lastData();
    expect(drawn?.signature).toMatch(/^data:image\/png;base64,/);

    rerenderWith({ formData: drawn, disabled: true });
    expect(screen.queryByText('尚未簽名')).toBeNull();
    expect(screen.getByAltText<HTMLImageElement>('已儲存的簽名').src).toBe(drawn?.signature);

    // The send failed: the form opens again with the signature as it was, and 重新簽名 to redo it.
    rerenderWith({ formData: drawn, disabled: false });
    expect(screen.getByAltText<HTMLImageElement>('已儲存的簽名').src).toBe(drawn?.signature);
    expect(screen.getByRole('button', { name: '重新簽名' })).toBeTruthy();
  });

  it('only shows the signature when read-only', () => {
    renderForm({ signature: SAVED }, { signature: { 'ui:widget': 'signaturePad', 'ui:readonly': true } });
    expect(screen.getByAltText('已儲存的簽名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新簽名' })).toBeNull();
  });
});
