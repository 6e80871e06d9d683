import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Which addresses ingest may fetch from. Feeds are written by others and link wherever they like,
 * so without these rules a feed (or a redirect) could make ingest read the machine's own services,
 * the local network or a cloud metadata endpoint and store the answer as an event.
 */

/** An address as 16 bytes; IPv4 as its IPv4-mapped IPv6 form, so one table of ranges covers both. */
type Bytes = Uint8Array;

interface Range {
  bytes: Bytes;
  /** Leading bits that must match, on the 128-bit scale. */
  bits: number;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Finds every address of a host name. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** Host names and address ranges that may be fetched although the rules would refuse them. */
export interface AllowList {
  names: ReadonlySet<string>;
  ranges: readonly Range[];
}

export const NOTHING_ALLOWED: AllowList = { names: new Set(), ranges: [] };

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

/** The bytes of an address Node accepts as IPv4 or IPv6 (a zone such as %eth0 is dropped). */
function parseAddress(text: string): Bytes | undefined {
  const address = text.replace(/%.*$/, '');
  const kind = isIP(address);
  if (kind === 4) return Uint8Array.from([...MAPPED_PREFIX, ...ipv4Bytes(address)]);
  if (kind !== 6) return undefined;
  // A trailing dotted quad (::ffff:127.0.0.1) is two groups written another way.
  const withoutQuad = address.replace(/(\d+\.\d+\.\d+\.\d+)$/, (quad) => {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(quad);
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  const [head = '', tail] = withoutQuad.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = [...first, ...new Array(8 - first.length - last.length).fill(0), ...last];
  return Uint8Array.from(groups.flatMap((g) => [g >> 8, g & 0xff]));
}

function inRange(bytes: Bytes, range: Range): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const width = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    const i = bit / 8;
    if (((bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** A range written as an address and a prefix length in that address's own family. */
function rangeOf(address: string, prefix: number): Range | undefined {
  const bytes = parseAddress(address);
  if (!bytes) return undefined;
  const width = isIP(address.replace(/%.*$/, '')) === 4 ? 32 : 128;
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > width) return undefined;
  return { bytes, bits: 128 - width + prefix };
}

const cidr = (text: string): Range => {
  const [address = '', prefix = ''] = text.split('/');
  const parsed = rangeOf(address, Number(prefix));
  if (!parsed) throw new Error(`bad built-in range ${text}`);
  return parsed;
};

/** Refused ranges, the first that matches naming the kind; IPv4 ones also match their mapped IPv6 form. */
const REFUSED: { range: Range; kind: string }[] = [
  ['0.0.0.0/8', 'an unspecified'],
  ['10.0.0.0/8', 'a private'],
  ['172.16.0.0/12', 'a private'],
  ['192.168.0.0/16', 'a private'],
  ['100.64.0.0/10', 'a shared (carrier-grade NAT)'],
  ['127.0.0.0/8', 'a loopback'],
  ['169.254.0.0/16', 'a link-local'],
  ['192.0.0.0/24', 'a reserved'],
  ['198.18.0.0/15', 'a reserved'],
  ['224.0.0.0/4', 'a multicast'],
  ['255.255.255.255/32', 'a broadcast'],
  ['240.0.0.0/4', 'a reserved'],
  ['::/128', 'an unspecified'],
  ['::1/128', 'a loopback'],
  // The rest of ::/96 is the deprecated IPv4-compatible form, which nothing public uses.
  ['::/96', 'a reserved'],
  ['fc00::/7', 'a private'],
  ['fec0::/10', 'a private'],
  ['fe80::/10', 'a link-local'],
  ['ff00::/8', 'a multicast'],
].map(([text = '', kind = '']) => ({ range: cidr(text), kind }));

/** IPv6 ranges that carry an IPv4 address a gateway will forward to: NAT64 and 6to4. */
const EMBEDDING: { range: Range; at: number }[] = [
  { range: cidr('64:ff9b::/96'), at: 12 },
  { range: cidr('64:ff9b:1::/48'), at: 12 },
  { range: cidr('2002::/16'), at: 2 },
];

function refusedKind(bytes: Bytes): string | undefined {
  const embedding = EMBEDDING.find((e) => inRange(bytes, e.range));
  if (embedding) {
    const ipv4 = bytes.slice(embedding.at, embedding.at + 4);
    return refusedKind(Uint8Array.from([...MAPPED_PREFIX, ...ipv4]));
  }
  return REFUSED.find((r) => inRange(bytes, r.range))?.kind;
}

/**
 * What kind of address this is when ingest must not fetch from it ("a loopback", "a private", …),
 * or undefined for a public address. Any notation Node accepts is understood.
 */
export function refusedAddressKind(address: string): string | undefined {
  const bytes = parseAddress(address);
  if (!bytes) throw new Error(`not an IP address: ${address}`);
  return refusedKind(bytes);
}

const withoutBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

const plainName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A host name as the URL parser writes it; numeric forms such as 0x7f000001 come out as addresses. */
function urlHostname(entry: string): string | undefined {
  if (!/^[^\s/:@?#[\]\\%]+$/.test(entry) || !URL.canParse(`http://${entry}/`)) return undefined;
  const { hostname } = new URL(`http://${entry}/`);
  return isIP(hostname) || /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$/.test(hostname) ? hostname : undefined;
}

function allowEntry(entry: string): { name: string } | { range: Range } | undefined {
  const [hostPart = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return undefined;
  const host = withoutBrackets(hostPart);
  const hostname = isIP(host) ? host : urlHostname(host);
  if (hostname === undefined) return undefined;
  const family = isIP(hostname);
  if (family === 0) return prefix === undefined ? { name: plainName(hostname) } : undefined;
  const width = family === 4 ? 32 : 128;
  const range = rangeOf(
    hostname,
    prefix === undefined ? width : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1,
  );
  return range && { range };
}

/**
 * Reads a comma-separated list of host names, IP addresses and CIDR ranges (such as
 * `intranet.example, 10.1.0.0/16, ::1`); throws an Error naming the first entry that is none of these.
 */
export function parseAllowList(text: string): AllowList {
  const names = new Set<string>();
  const ranges: Range[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const parsed = allowEntry(entry);
    if (!parsed)
      throw new Error(
        `"${entry}" is not a host name, an IP address or a CIDR range (such as intranet.example, 10.0.0.5 or 10.0.0.0/8)`,
      );
    if ('name' in parsed) names.add(parsed.name);
    else ranges.push(parsed.range);
  }
  return { names, ranges };
}

export type Vetting = { ok: true; addresses: ResolvedAddress[] } | { ok: false; reason: string };

/** The kind of an address that must not be fetched and that the allow-list does not open up. */
function refusal(address: string, allow: AllowList): string | undefined {
  const bytes = parseAddress(address);
  if (!bytes) return 'an unreadable';
  const kind = refusedKind(bytes);
  return kind !== undefined && !allow.ranges.some((r) => inRange(bytes, r)) ? kind : undefined;
}

/**
 * Checks the host of an http(s) URL before it is fetched: a literal address as it is, a host name by
 * every address it resolves to. Refused when any of them is an internal address that the allow-list
 * does not name. The addresses returned are the ones to connect to, so a second, different answer
 * from DNS cannot slip in between the check and the connection.
 */
export async function vetHost(url: URL, allow: AllowList, resolve: Resolver): Promise<Vetting> {
  const host = withoutBrackets(url.hostname);
  const family = isIP(host);
  if (family !== 0) {
    const kind = refusal(host, allow);
    return kind === undefined
      ? { ok: true, addresses: [{ address: host, family }] }
      : { ok: false, reason: `${host} is ${kind} address` };
  }
  const addresses = await resolve(host);
  if (addresses.length === 0) throw new Error(`no address found for ${host}`);
  if (allow.names.has(plainName(host))) return { ok: true, addresses };
  for (const { address } of addresses) {
    const kind = refusal(address, allow);
    if (kind !== undefined) return { ok: false, reason: `${host} resolves to ${kind} address (${address})` };
  }
  return { ok: true, addresses };
}
