import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (injectable: tests stand in for DNS). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Where webhooks may go (SSRF protection): in production only public unicast addresses, so that an
 * admin cannot point Quarter at its own network (loopback, RFC 1918, fc00::/7, link-local and the
 * cloud metadata address 169.254.169.254, CGNAT, multicast, reserved...). `allowPrivate` lifts it
 * (development, tests against a local receiver).
 */
export interface WebhookEgress {
  allowPrivate: boolean;
  resolve: Resolve;
}

/** A connection refused because of where it would go; the delivery fails without a retry. */
export class AddressRefused extends Error {
  override readonly name = 'AddressRefused';
}

/**
 * Why an IP address is no webhook target (its ipaddr.js range: loopback, private, linkLocal...), or
 * null for a public unicast one. An IPv4-mapped IPv6 address is judged as the IPv4 address it maps.
 */
export function addressRefusal(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'unparsable';
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : range;
}

/** The address of a URL hostname that is an IP literal ("[::1]" unbracketed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/** The addresses a host name resolves to, refused whole if any one of them is not public. */
export async function resolvePublic(hostname: string, egress: WebhookEgress): Promise<LookupAddress[]> {
  const addresses = await egress.resolve(hostname);
  if (addresses.length === 0) throw new AddressRefused(`${hostname} resolves to no address`);
  if (egress.allowPrivate) return addresses;
  for (const { address } of addresses) {
    const refusal = addressRefusal(address);
    if (refusal) throw new AddressRefused(`${hostname} resolves to ${address} (${refusal}), not a public address`);
  }
  return addresses;
}

/**
 * Why a URL's host is no webhook target at registration, or null. A name is resolved now; one that
 * does not resolve passes (it may be set up later) since every send checks again.
 */
export async function hostRefusal(url: URL, egress: WebhookEgress): Promise<string | null> {
  if (egress.allowPrivate) return null;
  const literal = literalAddress(url.hostname);
  if (literal) {
    const refusal = addressRefusal(literal);
    return refusal ? `${literal} is a ${refusal} address` : null;
  }
  try {
    await resolvePublic(url.hostname, egress);
    return null;
  } catch (error) {
    return error instanceof AddressRefused ? error.message : null;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request / net.connect: resolves once, checks every address, and hands the
 * socket only checked addresses, so the address connected to is the one checked (a DNS answer that
 * changes between the check and the connection, DNS rebinding, cannot slip through).
 */
export function checkedLookup(egress: WebhookEgress) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolvePublic(hostname, egress).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? addresses.filter((a) => a.family === options.family)
            : addresses;
        if (wanted.length === 0)
          return callback(
            Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }),
            '',
          );
        if (options.all) return callback(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
