import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EarlyInputAdopter } from './adopt-early-input';
import {
  APP_READY_ATTRIBUTE,
  EARLY_SUBMIT_GUARD,
  HELD_ATTRIBUTE,
  HELD_FORM_PROPERTY,
} from './early-submit-guard';

interface Sent {
  idNum: string;
  agree: boolean;
}

/** A prerendered form as the app draws it: controlled fields, the submit handled by the app. */
function LoginLike({ onSend }: { onSend: (sent: Sent) => void }) {
  const [idNum, setIdNum] = useState('');
  const [agree, setAgree] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ idNum, agree });
  };
  return (
    <form onSubmit={send}>
      <input aria-label="身分證字號" value={idNum} onChange={(e) => setIdNum(e.target.value)} />
      <input type="checkbox" aria-label="同意" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <button type="submit">登入</button>
    </form>
  );
}

/** The guard as the page runs it: its text, evaluated once (jsdom keeps the listener for every test). */
const removeGuard = (() => {
  const listeners: EventListener[] = [];
  const add = window.addEventListener.bind(window);
  // The guard calls the global addEventListener; record what it adds so the tests can take it away.
  new Function('addEventListener', EARLY_SUBMIT_GUARD)(
    (type: string, listener: EventListener, capture: boolean) => {
      listeners.push(listener);
      add(type, listener, capture);
    },
  );
  return () => listeners.forEach((listener) => window.removeEventListener('submit', listener, true));
})();
afterAll(removeGuard);

describe('a prerendered form used before the app has taken it over', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  const sent: Sent[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    sent.length = 0;
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    document.documentElement.removeAttribute(HELD_ATTRIBUTE);
    delete (window as unknown as Record<string, unknown>)[HELD_FORM_PROPERTY];
    container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLike onSend={(s) => sent.push(s)} />);
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    jest.useRealTimers();
  });

  const field = () => container.querySelector('input:not([type])') as HTMLInputElement;
  const box = () => container.querySelector('input[type=checkbox]') as HTMLInputElement;
  const form = () => container.querySelector('form') as HTMLFormElement;
  const heldForm = () => (window as unknown as Record<string, unknown>)[HELD_FORM_PROPERTY];

  /** The member's typing and ticking on the bare HTML (no React yet). */
  function typeEarly(): void {
    field().value = 'A123456789';
    box().checked = true;
  }

  /** Hydrates with the adopter, but holds back the task in which it hands the early input over. */
  function hydrateOnly(): void {
    act(() => {
      root = hydrateRoot(
        container,
        <EarlyInputAdopter root={container}>
          <LoginLike onSend={(s) => sent.push(s)} />
        </EarlyInputAdopter>,
      );
    });
  }

  function takeOver(): void {
    hydrateOnly();
    act(() => jest.runAllTimers());
  }

  it('holds a submit: the browser does not send the page with the fields in its address', () => {
    typeEarly();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(heldForm()).toBe(form());
    // The page's submit button shows it is waiting (EARLY_SUBMIT_GUARD_STYLE) until the app sends the form.
    expect(document.documentElement.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
  });

  it('hands what was typed and ticked to the app, and sends the held form once', () => {
    typeEarly();
    form().requestSubmit();
    takeOver();
    expect(sent).toEqual([{ idNum: 'A123456789', agree: true }]);
    expect(heldForm()).toBeUndefined();
    expect(document.documentElement.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(field().value).toBe('A123456789');
  });

  it('keeps what was typed without sending it when nothing was submitted', () => {
    typeEarly();
    takeOver();
    expect(sent).toEqual([]);
    form().requestSubmit();
    expect(sent).toEqual([{ idNum: 'A123456789', agree: true }]);
  });

  /** One key as a person types it into a field React handles: the native value, then the input event. */
  function typeKey(key: string): void {
    const input = field();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + key);
    act(() => input.dispatchEvent(new Event('input', { bubbles: true })));
  }

  it('keeps the keys typed after the take-over, before the early input is handed over (a member typing as the app arrives)', () => {
    field().value = 'A1';
    hydrateOnly();
    for (const key of '23456789') typeKey(key);
    act(() => jest.runAllTimers());
    expect(field().value).toBe('A123456789');
    form().requestSubmit();
    expect(sent).toEqual([{ idNum: 'A123456789', agree: false }]);
  });

  it('holds a submit pressed after the take-over but before the early input is handed over, and sends it with what was typed', () => {
    typeEarly();
    hydrateOnly();
    // The app has the page, but its form does not hold the early values yet: the guard keeps the submit.
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    act(() => form().requestSubmit());
    expect(sent).toEqual([]);
    expect(heldForm()).toBe(form());
    act(() => jest.runAllTimers());
    expect(sent).toEqual([{ idNum: 'A123456789', agree: true }]);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    expect(document.documentElement.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  it('hands the early input over when the app drew the field again as the HTML had it', () => {
    field().value = 'A123456789';
    hydrateOnly();
    // React drew the field again before the hand-over (its value, '', back in the field).
    field().value = field().defaultValue;
    act(() => jest.runAllTimers());
    form().requestSubmit();
    expect(sent).toEqual([{ idNum: 'A123456789', agree: false }]);
  });

  it('hands the early input over where the app drew the field again with a value of its own (a draft it loaded)', () => {
    field().value = 'A123456789';
    hydrateOnly();
    // A redraw with the draft's value, as React makes it: the value and the default value both.
    field().value = field().defaultValue = 'B123456780';
    act(() => jest.runAllTimers());
    form().requestSubmit();
    expect(sent).toEqual([{ idNum: 'A123456789', agree: false }]);
  });

  it('runs what waits for the take-over first: a task it starts comes before the early input is handed over', () => {
    const order: string[] = [];
    typeEarly();
    act(() => {
      root = hydrateRoot(
        container,
        <EarlyInputAdopter root={container} onTakenOver={() => setTimeout(() => order.push('taken over'))}>
          <LoginLike onSend={(s) => sent.push(s)} />
        </EarlyInputAdopter>,
      );
    });
    field().addEventListener('input', () => order.push('typed value handed over'));
    act(() => jest.runAllTimers());
    expect(order).toEqual(['taken over', 'typed value handed over']);
  });

  it('leaves submits to the app once it has taken the page over', () => {
    takeOver();
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => form().dispatchEvent(submit));
    expect(heldForm()).toBeUndefined();
    expect(sent).toEqual([{ idNum: '', agree: false }]);
  });
});
