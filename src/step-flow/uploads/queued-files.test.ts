import { placeholderUrl, queuedIdOf } from '../../api/offline/queue/queue-item';
import { withPlaceholderReplaced } from './queued-files';

describe('a stored file replacing its stand-in in a form', () => {
  const stand = placeholderUrl('abc123');

  it('replaces the stand-in as a value and in a list, and says so', () => {
    const form = { selfie: stand, photos: ['/f/1', stand], note: 'x', nested: { sign: stand } };
    const { data, found } = withPlaceholderReplaced(form, stand, '/f/9');
    expect(found).toBe(true);
    expect(data).toEqual({ selfie: '/f/9', photos: ['/f/1', '/f/9'], note: 'x', nested: { sign: '/f/9' } });
  });

  it('leaves a form without it as it is (the same object)', () => {
    const form = { selfie: '/f/1', photos: ['/f/2'] };
    const result = withPlaceholderReplaced(form, stand, '/f/9');
    expect(result).toEqual({ data: form, found: false });
    expect(result.data).toBe(form);
  });

  it('tells a stand-in from a stored file’s link', () => {
    expect(queuedIdOf(stand)).toBe('abc123');
    expect(queuedIdOf('/api/v2/files/1?expires=1')).toBeNull();
    expect(queuedIdOf(undefined)).toBeNull();
  });
});
