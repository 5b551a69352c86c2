/**
 * Where a webhook may go, and where an identity provider's metadata is read
 * from: an http(s) address whose host resolves only to
 * public unicast addresses — a facility must not make the server call its own network (loopback,
 * private, link-local such as the cloud metadata address, unique-local, …) — unless the
 * operator allows those addresses (`WEBHOOK_ALLOWED_ADDRESSES`, addresses or CIDR ranges). The
 * address checked is the one returned, so the delivery connects to it and a second lookup cannot
 * point elsewhere.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export class DestinationRefused extends Error {}

/** Parses `WEBHOOK_ALLOWED_ADDRESSES` ("127.0.0.1, 10.0.0.0/8"): each an address or a range. */
export function allowedRanges(text: string | undefined): [ipaddr.IPv4 | ipaddr.IPv6, number][] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry.includes('/')) return ipaddr.parseCIDR(entry);
      const address = ipaddr.process(entry);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    });
}

export async function checkDestination(
  url: string,
  allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][],
  /** What the refusal says the rule is. */
  rule = 'webhooks go to public addresses only',
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DestinationRefused('The address is not a URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new DestinationRefused('The address must be http or https');
  if (parsed.username || parsed.password) throw new DestinationRefused('The address must not hold a user name or password');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new DestinationRefused(`${host} does not resolve`);
  }
  for (const { address } of addresses) {
    const ip = ipaddr.process(address);
    const isAllowed = allowed.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
    if (ip.range() !== 'unicast' && !isAllowed) {
      throw new DestinationRefused(`${host} resolves to ${address}, a ${ip.range()} address: ${rule}`);
    }
  }
  const first = addresses[0]!;
  return { url: parsed, address: first.address, family: first.family === 6 ? 6 : 4 };
}
