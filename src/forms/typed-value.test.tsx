import { render, screen, waitFor } from '@testing-library/react';
import { FormView } from './FormView';
import { FenqiConfigProvider } from './locale';
import { runReactOutsideAct, typeNatively } from './testing/native-typing';

/** The login form with a watched onChange, and its ID number input, once drawn. */
async function renderLogin() {
  const onChange = jest.fn();
  render(
    <FenqiConfigProvider>
      <FormView name="login" onChange={onChange} />
    </FenqiConfigProvider>,
  );
  const id = (await screen.findByLabelText('身分證字號')) as HTMLInputElement;
  onChange.mockClear();
  return { onChange, id };
}

/**
 * The form takes a typed value once typing rests (typed-value.ts). These tests run React as the
 * browser does, outside act(), so a typed value still waits when the next event arrives.
 */
describe('typed values and the form', () => {
  runReactOutsideAct();

  it('submits the keystroke a submit follows before the form took it', async () => {
    const onSubmit = jest.fn();
    render(
      <FenqiConfigProvider>
        <FormView name="login" formData={{ passwd: 'demo1234' }} onSubmit={onSubmit} />
      </FenqiConfigProvider>,
    );
    const id = (await screen.findByLabelText('身分證字號')) as HTMLInputElement;
    typeNatively(id, 'A12345678');
    await waitFor(() => expect(id.value).toBe('A12345678'));
    typeNatively(id, 'a123456789');
    // In the same task, before the transition that hands the value to the form could run.
    id.form?.requestSubmit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ memIdNum: 'A123456789', passwd: 'demo1234' });
  });

  it('shows each keystroke in the input at once and hands the last one to the form', async () => {
    const { onChange, id } = await renderLogin();
    for (const typed of ['a', 'a1', 'a12', 'a123']) typeNatively(id, typed);
    expect(id.value).toBe('A123');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ memIdNum: 'A123' }));
    expect(id.value).toBe('A123');
  });

  it('hands the form the value once typing rests, not each keystroke', async () => {
    const { onChange, id } = await renderLogin();
    for (const typed of ['a', 'a1', 'a12', 'a123']) typeNatively(id, typed);
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[{ memIdNum: 'A123' }]]);
  });

  it('leaving the page hands the waiting value over at once, before the drafts are written', async () => {
    const { onChange, id } = await renderLogin();
    typeNatively(id, 'a1234');
    // A listener added now, as the draft writers' are, sees the value already in the form.
    const seen: unknown[] = [];
    const writer = () => seen.push(onChange.mock.calls.at(-1)?.[0]);
    window.addEventListener('pagehide', writer);
    window.dispatchEvent(new Event('pagehide'));
    window.removeEventListener('pagehide', writer);
    expect(seen).toEqual([{ memIdNum: 'A1234' }]);
  });
});
