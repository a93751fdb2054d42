/** @jest-environment node */
import type { ServerConfig } from '../../src/server/app';
import { startTestServer, type TestServer } from '../api/test-server';
import { twIdNumbers } from '../support/tw-id-numbers';

const PROXY = '10.0.0.5';

/** One failed login from `remoteAddress`, claiming to be `forwardedFor`. */
const failLogin = (server: TestServer, idNum: string, remoteAddress: string, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v2/members/login?idNum=${idNum}`,
    payload: { passwd: 'wrong-pass1' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/**
 * The per-address limits key on the client address, so that address must not be
 * whatever X-Forwarded-For says. By default the connection's address counts and the header is
 * ignored; only a proxy the operator names (TRUST_PROXY) is believed.
 */
describe('the client address behind the per-address limits', () => {
  const servers: TestServer[] = [];
  const start = async (config: Partial<ServerConfig> = {}) => {
    const server = await startTestServer(config);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('ignores a forged X-Forwarded-For by default: 20 failures, each claiming a new address, shut the real one', async () => {
    const server = await start();
    // Password spraying: a different ID number each time, so no ID number reaches its own limit.
    const ids = twIdNumbers(21, 'K', '1', 2_000_000);
    for (const [i, idNum] of ids.slice(0, 20).entries())
      expect((await failLogin(server, idNum, '203.0.113.50', `203.0.113.${100 + i}`)).statusCode).toBe(401);
    const next = await failLogin(server, ids[20], '203.0.113.50', '203.0.113.200');
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBeDefined();
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names, and from nowhere else', async () => {
    const server = await start({ trustProxy: [PROXY] });
    const ids = twIdNumbers(22, 'L', '2', 2_000_000);
    for (const idNum of ids.slice(0, 20))
      expect((await failLogin(server, idNum, PROXY, '203.0.113.77')).statusCode).toBe(401);
    // The client behind the proxy is shut…
    expect((await failLogin(server, ids[20], PROXY, '203.0.113.77')).statusCode).toBe(429);
    // …another client behind the same proxy is not…
    expect((await failLogin(server, ids[20], PROXY, '203.0.113.78')).statusCode).toBe(401);
    // …and someone who is not the proxy cannot borrow the header to hide: it counts as their own address.
    expect((await failLogin(server, ids[21], '198.51.100.9', '203.0.113.77')).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64, on the login and the guess limits alike', async () => {
    const server = await start({ trustProxy: [PROXY] });
    const ids = twIdNumbers(21, 'N', '2', 2_000_000);
    // Twenty addresses of one /64, one failure each: the /64 is one client.
    for (const [i, idNum] of ids.slice(0, 20).entries())
      expect((await failLogin(server, idNum, PROXY, `2001:db8:0:7::${i + 1}`)).statusCode).toBe(401);
    expect((await failLogin(server, ids[20], PROXY, '2001:db8:0:7:ffff::2')).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await failLogin(server, ids[20], PROXY, '2001:db8:0:8::1')).statusCode).toBe(401);
    // A guess limit counts the same way: an address locked by twenty wrong guesses is shut for its /64.
    const guess = (idNum: string, forwardedFor: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v2/members/is-id-num-existent?idNum=${idNum}`,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (const [i, idNum] of twIdNumbers(20, 'P', '1', 2_000_000).entries())
      expect((await guess(idNum, `2001:db8:0:9::${i + 1}`)).statusCode).toBe(200);
    expect((await guess(ids[0], '2001:db8:0:9::abcd')).statusCode).toBe(429);
  });

  it('counts an IPv4 client written as IPv6 (::ffff:a.b.c.d) as that IPv4 address', async () => {
    const server = await start({ trustProxy: [PROXY] });
    const ids = twIdNumbers(21, 'Q', '1', 2_000_000);
    for (const [i, idNum] of ids.slice(0, 20).entries()) {
      const written = i % 2 === 0 ? '203.0.113.77' : '::ffff:203.0.113.77';
      expect((await failLogin(server, idNum, PROXY, written)).statusCode).toBe(401);
    }
    expect((await failLogin(server, ids[20], PROXY, '::ffff:203.0.113.77')).statusCode).toBe(429);
    expect((await failLogin(server, ids[20], PROXY, '203.0.113.77')).statusCode).toBe(429);
    // The connection's own address is read the same way (a dual-stack socket reports this form).
    expect((await failLogin(server, ids[20], '::ffff:203.0.113.77', '')).statusCode).toBe(429);
  });

  it('trusts a number of hops when TRUST_PROXY is a count', async () => {
    const server = await start({ trustProxy: 1 });
    const ids = twIdNumbers(21, 'M', '1', 2_000_000);
    for (const idNum of ids.slice(0, 20)) await failLogin(server, idNum, PROXY, '198.51.100.1, 203.0.113.90');
    // One hop: the address the nearest proxy saw (the last one listed) is the client's.
    expect((await failLogin(server, ids[20], PROXY, '203.0.113.90')).statusCode).toBe(429);
    expect((await failLogin(server, ids[20], PROXY, '198.51.100.1')).statusCode).toBe(401);
  });
});
