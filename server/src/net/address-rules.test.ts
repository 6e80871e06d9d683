import { describe, expect, it } from 'vitest';
import { NOTHING_ALLOWED, parseAllowList, type Resolver, refusedAddressKind, vetHost } from './address-rules';

describe('the address rules', () => {
  it.each([
    ['127.0.0.1', 'a loopback'],
    ['127.255.0.9', 'a loopback'],
    ['::1', 'a loopback'],
    ['0.0.0.0', 'an unspecified'],
    ['::', 'an unspecified'],
    ['10.0.0.5', 'a private'],
    ['172.16.0.1', 'a private'],
    ['172.31.255.255', 'a private'],
    ['192.168.1.1', 'a private'],
    ['fc00::1', 'a private'],
    ['fdab:cdef::2', 'a private'],
    ['169.254.169.254', 'a link-local'],
    ['fe80::1%eth0', 'a link-local'],
    ['100.64.0.1', 'a shared (carrier-grade NAT)'],
    ['100.127.255.254', 'a shared (carrier-grade NAT)'],
    ['224.0.0.1', 'a multicast'],
    ['ff02::1', 'a multicast'],
    ['255.255.255.255', 'a broadcast'],
    // IPv4-mapped IPv6, in both notations, and IPv4 carried through NAT64 or 6to4.
    ['::ffff:127.0.0.1', 'a loopback'],
    ['::ffff:7f00:1', 'a loopback'],
    ['::ffff:a9fe:a9fe', 'a link-local'],
    ['::ffff:10.0.0.5', 'a private'],
    ['64:ff9b::a00:5', 'a private'],
    ['2002:7f00:1::', 'a loopback'],
  ])('refuses %s as %s address', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('lets the public address %s through', (address) => {
    expect(refusedAddressKind(address)).toBeUndefined();
  });

  it('checks the address the URL parser settles on, however the URL wrote it', async () => {
    const never: Resolver = async () => {
      throw new Error('a literal address is not looked up');
    };
    for (const url of ['http://0x7f000001/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://127.1/']) {
      expect(await vetHost(new URL(url), NOTHING_ALLOWED, never)).toEqual({
        ok: false,
        reason: '127.0.0.1 is a loopback address',
      });
    }
  });
});

describe('the allow-list', () => {
  it('reads host names, addresses and CIDR ranges, comma-separated', async () => {
    const allow = parseAllowList(' Intranet.Example., 10.1.0.0/16 , [fd00::1], 0x7f000001 ,');
    expect([...allow.names]).toEqual(['intranet.example']);
    const resolveTo =
      (address: string): Resolver =>
      async () => [{ address, family: address.includes(':') ? 6 : 4 }];
    const vet = (url: string, address: string) => vetHost(new URL(url), allow, resolveTo(address));
    expect((await vet('http://intranet.example/', '10.9.9.9')).ok).toBe(true);
    expect((await vet('http://wiki.example/', '10.1.200.3')).ok).toBe(true);
    expect(await vet('http://wiki.example/', '10.2.0.1')).toEqual({
      ok: false,
      reason: 'wiki.example resolves to a private address (10.2.0.1)',
    });
    expect((await vet('http://[fd00::1]/', '')).ok).toBe(true);
    expect((await vet('http://127.0.0.1/', '')).ok).toBe(true);
    expect((await vet('http://127.0.0.2/', '')).ok).toBe(false);
  });

  it.each([
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.0/x',
    'http://intranet.example',
    'intranet.example:8080',
    '*',
    'a b',
  ])('refuses %j with a reason naming it', (value) => {
    expect(() => parseAllowList(value)).toThrow(
      `"${value}" is not a host name, an IP address or a CIDR range`,
    );
  });
});
