/** @jest-environment node */
import { limitAddressOf } from './limit-address';

describe('limitAddressOf: the client a per-address limit counts', () => {
  it.each([
    ['203.0.113.77', '203.0.113.77'],
    ['::ffff:203.0.113.77', '203.0.113.77'],
    ['::FFFF:cb00:714d', '203.0.113.77'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::2', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:ffff::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::5', '2001:db8:0:1::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s counts as %s', (address, counted) => {
    expect(limitAddressOf(address)).toBe(counted);
  });
});
