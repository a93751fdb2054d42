/** @jest-environment node */
import { startFakeLineServer, type FakeLineServer } from '../../../tests/api/fake-line-server';
import { createLineVerifier } from './line-verifier';

describe('createLineVerifier (the real LINE client against a local fake of LINE)', () => {
  let line: FakeLineServer;
  beforeAll(async () => {
    line = await startFakeLineServer({
      good: { userId: 'U1', displayName: '小明' },
      foreign: { userId: 'U2', displayName: 'Other', channelId: '42' },
      lapsed: { userId: 'U3', displayName: 'Late', expiresIn: 0 },
    });
  });
  afterAll(() => line.close());
  afterEach(() => line.setDown(false));

  const verifier = () => createLineVerifier({ apiUrl: `${line.url}/`, channelId: line.channelId });

  it('turns a valid token into its LINE user, checking the token before reading the profile', async () => {
    line.requests.length = 0;
    await expect(verifier().verify('good')).resolves.toEqual({ userId: 'U1', displayName: '小明' });
    expect(line.requests).toEqual(['GET /oauth2/v2.1/verify', 'GET /v2/profile']);
  });

  it('answers null for an unknown token, a token of another channel, and a lapsed token', async () => {
    line.requests.length = 0;
    for (const token of ['unknown', 'foreign', 'lapsed']) {
      await expect(verifier().verify(token)).resolves.toBeNull();
    }
    expect(line.requests).toEqual([
      'GET /oauth2/v2.1/verify',
      'GET /oauth2/v2.1/verify',
      'GET /oauth2/v2.1/verify',
    ]);
  });

  it('accepts any channel when none is configured', async () => {
    const anyChannel = createLineVerifier({ apiUrl: line.url });
    await expect(anyChannel.verify('foreign')).resolves.toEqual({ userId: 'U2', displayName: 'Other' });
  });

  it('sends the token URL-encoded, so a token with reserved characters reaches LINE intact', async () => {
    line.addToken('a+b/c=&d', { userId: 'U4', displayName: 'Odd' });
    await expect(verifier().verify('a+b/c=&d')).resolves.toMatchObject({ userId: 'U4' });
  });

  it('throws when LINE cannot be reached (the routes answer 503)', async () => {
    line.setDown(true);
    await expect(verifier().verify('good')).rejects.toThrow();
  });
});
