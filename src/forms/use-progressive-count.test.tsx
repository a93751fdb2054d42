import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useProgressiveCount } from './use-progressive-count';

/** A list of `total` items mounted by the hook; each commit's number of items is recorded. */
function List({ total, commits }: { total: number; commits: number[] }) {
  const mounted = useProgressiveCount(total, 8, 6);
  const shown = Array.from({ length: Math.min(total, mounted) }, (_, index) => index);
  useLayoutEffect(() => {
    commits.push(shown.length);
  });
  return (
    <ul>
      {shown.map((index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveCount', () => {
  it('mounts a long list a few at a time in the browser: the first eight, then six more per commit', () => {
    const commits: number[] = [];
    const { container } = render(<List total={21} commits={commits} />);
    expect(commits).toEqual([8, 14, 20, 21]);
    expect(container.querySelectorAll('li')).toHaveLength(21);
  });

  it('mounts a short list at once', () => {
    const commits: number[] = [];
    render(<List total={5} commits={commits} />);
    expect(commits).toEqual([5]);
  });

  it('renders every item on the server, and hydrating that HTML keeps them all with no mismatch', async () => {
    const html = renderToString(<List total={21} commits={[]} />);
    expect(html.match(/<li>/g)).toHaveLength(21);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const commits: number[] = [];
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <List total={21} commits={commits} />, {
        onRecoverableError: (error) => recovered.push(error),
      });
    });
    expect(recovered).toEqual([]);
    // Every commit holds every item (it renders once more as the page leaves the server's snapshot).
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.filter((count) => count !== 21)).toEqual([]);
    container.remove();
  });
});
