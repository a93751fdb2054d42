/*
 * Test support (imported by tests only): typing into an input as a browser does, with React run
 * as the browser runs it (outside act), so a typed value can still be waiting when the next event
 * arrives.
 */

type ActScope = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Types into an input as the browser does: the value, then an input event (React's onChange). */
export function typeNatively(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Runs each test of the enclosing describe block with React outside act(), as in the browser
 * (call it in the describe's body); the act environment is put back after each test.
 */
export function runReactOutsideAct(): void {
  const scope = globalThis as ActScope;
  let saved: boolean | undefined;
  beforeEach(() => {
    saved = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = saved;
  });
}
