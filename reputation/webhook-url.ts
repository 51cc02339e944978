/**
 * Which webhook URLs the platform calls (docs/reputation.md, "Webhooks", SSRF). In production only
 * `https` URLs whose host resolves to public unicast addresses only; loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, reserved and unspecified targets are refused, by
 * literal address and by every address the name resolves to. The check runs when the URL is
 * registered and again at every delivery, inside the connection's own DNS lookup, so a name that
 * later resolves to an internal address (DNS rebinding) is refused at connect time. In development
 * and tests any http(s) URL is allowed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type UrlPolicy = 'public-https' | 'any';

export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

/** True for an address the platform may connect to in production. */
export function isPublicAddress(address: string): boolean {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** Checks the URL's form for the policy; answers the parsed URL. */
export function checkWebhookUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('url must be an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError('url must be http(s)');
  if (url.username || url.password) throw new WebhookUrlError('url must not carry credentials');
  if (policy === 'any') return url;
  if (url.protocol !== 'https:') throw new WebhookUrlError('url must be https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) throw new WebhookUrlError('url must not point to a loopback, private, link-local or reserved address');
  if (/^localhost$|\.localhost$|\.local$|\.internal$/i.test(host)) throw new WebhookUrlError('url must name a public host');
  return url;
}

type Lookup = (hostname: string, opts: { all: true }, cb: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/** Resolves the host and refuses it unless every address is public. */
export async function resolvePublic(host: string, lookup: Lookup = dnsLookup as unknown as Lookup): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!isPublicAddress(bare)) throw new WebhookUrlError('url must not point to a loopback, private, link-local or reserved address');
    return [bare];
  }
  const addresses = await new Promise<LookupAddress[]>((ok, fail) => lookup(bare, { all: true }, (err, a) => (err ? fail(new WebhookUrlError(`url host does not resolve: ${err.code ?? err.message}`)) : ok(a))));
  if (addresses.length === 0) throw new WebhookUrlError('url host does not resolve');
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad) throw new WebhookUrlError(`url host resolves to a non-public address (${bad.address})`);
  return addresses.map((a) => a.address);
}

/**
 * A `lookup` for http(s).request that only hands out public addresses: the connection is made to
 * the address that was checked, never to a second answer of the resolver.
 */
export function publicOnlyLookup(hostname: string, options: unknown, callback: (err: Error | null, address: any, family?: number) => void): void {
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true;
  resolvePublic(hostname).then(
    (addresses) => {
      if (all) callback(null, addresses.map((address) => ({ address, family: isIP(address) })));
      else callback(null, addresses[0], isIP(addresses[0]!));
    },
    (err) => callback(err, all ? [] : '', 4),
  );
}
