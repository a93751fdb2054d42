import { act, render } from '@testing-library/react';
import { setTakingOver } from './taking-over';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query';

const wideMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = wideMatchMedia;
  setTakingOver(false);
});

/** A phone: the small-screen query matches. */
function onPhone(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: query === SMALL_SCREEN_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

function Probe({ seen, whileTakingOver }: { seen: boolean[]; whileTakingOver?: boolean }) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY, whileTakingOver);
  seen.push(small);
  return <p>{small ? 'small' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  it('answers the screen from the first render of a page the app draws itself', () => {
    onPhone();
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
    expect(container.textContent).toBe('small');
  });

  it('answers as the server drew while taking its page over, then follows the screen', async () => {
    onPhone();
    setTakingOver(true);
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    setTakingOver(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).toBe('small');
  });

  it('answers what keeps a part the HTML lacks away while taking a page over (a wide screen: no sidebar yet)', async () => {
    setTakingOver(true);
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} whileTakingOver />);
    expect(seen[0]).toBe(true);
    setTakingOver(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).toBe('wide');
  });
});
