import { act, render } from '@testing-library/react';
import { useRevealInBackground } from './use-reveal-in-background';

function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  seen.push(useRevealInBackground(ready));
  return null;
}

describe('useRevealInBackground', () => {
  it('first redraws with the page still waiting, then reveals it in a later (background) render', async () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready={false} seen={seen} />);
    seen.length = 0;
    await act(async () => rerender(<Probe ready seen={seen} />));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('hides at once when the page waits again', async () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready seen={seen} />);
    expect(seen.at(-1)).toBe(true);
    seen.length = 0;
    await act(async () => rerender(<Probe ready={false} seen={seen} />));
    expect(seen).not.toContain(true);
  });
});
