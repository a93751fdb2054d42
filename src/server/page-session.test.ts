import { pageMemberToken } from './page-session';

describe('pageMemberToken: who opens a page, as the app will see it', () => {
  it('is the access_token cookie when the auth cookie says logged in', () => {
    expect(pageMemberToken('fenqi_member_auth=1; access_token=abc.def')).toBe('abc.def');
  });

  it('decodes the token as the app wrote it (URI-encoded)', () => {
    expect(pageMemberToken('access_token=tok.en%2F%2B%3Dvalue; fenqi_member_auth=1')).toBe('tok.en/+=value');
  });

  it('is nobody without the auth cookie, without a token, or without cookies', () => {
    expect(pageMemberToken('access_token=abc')).toBeNull();
    expect(pageMemberToken('fenqi_member_auth=1')).toBeNull();
    expect(pageMemberToken('fenqi_member_auth=1; access_token=')).toBeNull();
    expect(pageMemberToken(undefined)).toBeNull();
  });

  it('reads only whole cookie names, the first of a repeated one, and skips malformed values', () => {
    expect(pageMemberToken('x_access_token=evil; fenqi_member_auth=1')).toBeNull();
    expect(pageMemberToken('access_token=first; access_token=second; fenqi_member_auth=1')).toBe('first');
    expect(pageMemberToken('access_token=%E0%A4%A; fenqi_member_auth=1')).toBeNull();
  });
});
