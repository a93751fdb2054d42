import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import SignaturePadWidget, { signatureValue } from '.';

// jsdom has no canvas, so the pad library is replaced by a stand-in whose button "draws" one stroke.
// The real pad is exercised in the browser tests.
jest.mock('react-signature-canvas', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  class FakeSignatureCanvas extends React.Component<{ onEnd?: () => void; penColor?: string }> {
    strokes = 0;
    isEmpty = () => this.strokes === 0;
    toDataURL = (type = 'image/png') => `data:${type};base64,c3Ryb2tlcw==`;
    clear = () => {
      this.strokes = 0;
    };
    override render() {
      const draw = () => {
        this.strokes += 1;
        this.props.onEnd?.();
      };
      return React.createElement(
        'button',
        { type: 'button', onClick: draw, 'data-pen': this.props.penColor },
        '畫一筆',
      );
    }
  }
  return { __esModule: true, default: FakeSignatureCanvas };
});

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
    expect(screen.getByText('畫一筆').dataset.pen).toBe('black');

    await user.click(screen.getByText('畫一筆'));
    expect(lastData()).toEqual({ signature: 'data:image/png;base64,c3Ryb2tlcw==' });
    // The pad stays open so a name can take more than one stroke.
    await user.click(screen.getByText('畫一筆'));
    expect(screen.queryByAltText('已儲存的簽名')).toBeNull();

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(lastData()).toEqual({ signature: undefined });
  });

  it('shows a saved signature as an image with 重新簽名, which reopens an empty pad', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ signature: SAVED });
    expect(screen.getByAltText<HTMLImageElement>('已儲存的簽名').src).toBe(SAVED);
    expect(screen.queryByText('畫一筆')).toBeNull();

    await user.click(screen.getByRole('button', { name: '重新簽名' }));
    expect(lastData()).toEqual({ signature: undefined });
    expect(screen.getByText('畫一筆')).toBeTruthy();
    expect(screen.queryByAltText('已儲存的簽名')).toBeNull();
  });

  it('keeps what was drawn as the saved image when the pad width changes (rotation)', async () => {
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
    const resizeTo = (width: number) =>
      act(() =>
        resizes.forEach((callback) =>
          callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver),
        ),
      );
    try {
      const { onChange, lastData } = renderForm();
      resizeTo(360);
      await user.click(screen.getByText('畫一筆'));
      const drawn = lastData()?.signature;
      resizeTo(640);
      expect(screen.getByAltText<HTMLImageElement>('已儲存的簽名').src).toBe(drawn);
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('only shows the signature when read-only', () => {
    renderForm({ signature: SAVED }, { signature: { 'ui:widget': 'signaturePad', 'ui:readonly': true } });
    expect(screen.getByAltText('已儲存的簽名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新簽名' })).toBeNull();
  });
});

describe('signatureValue', () => {
  it('is undefined for an empty pad and a PNG data URL otherwise', () => {
    const toDataURL = jest.fn((type?: string) => `data:${type};base64,eA==`);
    expect(signatureValue({ isEmpty: () => true, toDataURL })).toBeUndefined();
    expect(signatureValue({ isEmpty: () => false, toDataURL })).toBe('data:image/png;base64,eA==');
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(signatureValue(null)).toBeUndefined();
  });
});
