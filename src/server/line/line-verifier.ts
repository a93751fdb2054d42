/** A LINE user as the verified access token reveals it. */
export interface LineUser {
  userId: string;
  displayName: string;
}

/** Turns a LINE access token from the LIFF/Login client into the LINE user it belongs to. */
export interface LineVerifier {
  /** The user, or null when LINE says the token is invalid, expired or for another channel. */
  verify(accessToken: string): Promise<LineUser | null>;
}

/** Where LINE's API is (tests point it at a local fake) and which channel tokens must be for. */
export interface LineConfig {
  apiUrl: string;
  channelId?: string;
}

/**
 * The real LINE client: `GET /oauth2/v2.1/verify` checks the token and its channel, then
 * `GET /v2/profile` gives the user id. Network failures throw (the route answers 503).
 */
export function createLineVerifier(config: LineConfig): LineVerifier {
  const base = config.apiUrl.replace(/\/$/, '');
  return {
    async verify(accessToken) {
      const check = await fetch(
        `${base}/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`,
        {
          signal: AbortSignal.timeout(5000),
        },
      );
      if (check.status === 400 || check.status === 401) return null;
      if (!check.ok) throw new Error(`LINE verify answered ${check.status}`);
      const token = (await check.json()) as { client_id?: string; expires_in?: number };
      if (config.channelId && token.client_id !== config.channelId) return null;
      if (typeof token.expires_in === 'number' && token.expires_in <= 0) return null;
      const profile = await fetch(`${base}/v2/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(5000),
      });
      if (profile.status === 401) return null;
      if (!profile.ok) throw new Error(`LINE profile answered ${profile.status}`);
      const user = (await profile.json()) as { userId?: string; displayName?: string };
      return user.userId ? { userId: user.userId, displayName: user.displayName ?? '' } : null;
    },
  };
}
