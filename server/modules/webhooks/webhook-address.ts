import { lookup } from "node:dns";
import { BlockList, isIP } from "node:net";

/** Addresses a webhook never reaches (no server-side request forgery): private, loopback, link-local, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one; other mapped forms are refused.
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 && isPublicAddress(mapped);
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether deliveries may go to private addresses and over plain http: local development and tests only. */
export interface WebhookReach {
  privateAddresses: boolean;
}

type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const lookupAll: LookupAll = (hostname) =>
  new Promise((resolve, reject) =>
    lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * Whether a webhook may have this address: https, and every address its name has is public. Checked when it is saved;
 * each delivery checks the address it connects to again (`guardedLookup`), as a name may point elsewhere later.
 */
export async function mayReach(url: string, reach: WebhookReach, resolve: LookupAll = lookupAll): Promise<boolean> {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  if (reach.privateAddresses) return protocol === "https:" || protocol === "http:";
  if (protocol !== "https:") return false;
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPublicAddress(host);
  try {
    const addresses = await resolve(host);
    return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address));
  } catch {
    return false;
  }
}

/** A `lookup` for node:http(s) that refuses to connect to an address that is not public. */
export function guardedLookup(reach: WebhookReach) {
  return (
    hostname: string,
    options: object,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | { address: string; family: number }[],
      family?: number,
    ) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = reach.privateAddresses ? addresses : addresses.filter(({ address }) => isPublicAddress(address));
      if (allowed.length === 0) {
        return callback(Object.assign(new Error(`${hostname} has no public address`), { code: "ENOTPUBLIC" }), []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
