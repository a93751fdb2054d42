import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import formNames from '../../../.generated/forms.json';
import { FormView } from '../../forms/FormView';
import { FenqiConfigProvider } from '../../forms/locale';
import { studioPreviewContext } from './preview-context';

// jsdom has no canvas: the signature forms draw on the stand-in pad (tests/support/fake-signature-pad.ts).
jest.mock('signature_pad', () => jest.requireActual('../../../tests/support/fake-signature-pad'));

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('studio preview context', () => {
  // Every form of schemas/ is listed by the studio; a lookup or file category it lacks would throw there.
  it.each(formNames)('renders the form %s with the preview lookups and file categories', async (name) => {
    const { container } = render(
      <FenqiConfigProvider>
        <Boundary>
          <FormView name={name} formContext={studioPreviewContext} />
        </Boundary>
      </FenqiConfigProvider>,
    );
    // The form's code and its widgets load as chunks: on a loaded machine that takes more than waitFor's 1 s.
    const loaded = { timeout: 10_000 };
    await waitFor(() => expect(container.querySelector(`.fenqi-form-${name}`)).not.toBeNull(), loaded);
    await waitFor(() => expect(screen.queryByText('載入中…')).toBeNull(), loaded);
    // Upload tiles keep an empty alert region ready for a failed upload; none may say anything.
    const spoken = screen.queryAllByRole('alert').map((alert) => alert.textContent?.trim() ?? '');
    expect(spoken.filter(Boolean)).toEqual([]);
    expect(screen.queryByText('表單載入失敗，請重新整理頁面')).toBeNull();
  });
});
