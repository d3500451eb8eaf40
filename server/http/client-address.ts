import { BlockList, isIP } from "node:net";

/** Which peers may tell us the client's address: a number of proxy hops and/or the proxies' own addresses. */
export interface ProxyTrust {
  hops: number;
  proxies: BlockList;
}

export function proxyTrust(hops = 0, proxies: string[] = []): ProxyTrust {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix) list.addSubnet(address, Number(prefix), type);
    else list.addAddress(address, type);
  }
  return { hops, proxies: list };
}

// X-Forwarded-For entries may carry a port ("1.2.3.4:5678", "[::1]:80").
const bareAddress = (entry: string) =>
  entry
    .trim()
    .replace(/^\[([^\]]+)\](:\d+)?$/, "$1")
    .replace(/^([\d.]+):\d+$/, "$1");

function isTrusted(trust: ProxyTrust, address: string, hop: number): boolean {
  if (hop < trust.hops) return true;
  const version = isIP(address);
  return version !== 0 && trust.proxies.check(address, version === 6 ? "ipv6" : "ipv4");
}

/** Whether the socket's peer is a proxy we trust (any peer when hops are configured, else a listed proxy). */
export function isTrustedPeer(trust: ProxyTrust, socket: string | undefined): boolean {
  return trust.hops > 0 || (socket !== undefined && isTrusted(trust, bareAddress(socket), trust.hops));
}

/**
 * From the socket's peer leftwards through X-Forwarded-For, each hop we trust (the first `hops`, or a listed proxy)
 * passes on to the next: an entry the client wrote itself is never reached.
 */
export function addressBehindProxies(trust: ProxyTrust, socket: string, forwardedFor: string | undefined): string {
  const forwarded = (forwardedFor ?? "").split(",").map(bareAddress).filter(Boolean);
  const chain = [socket, ...forwarded.reverse()];
  let hop = 0;
  while (hop < chain.length - 1 && isTrusted(trust, chain[hop], hop)) hop++;
  return chain[hop];
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, '::' filled, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const halves = address.split("%")[0].toLowerCase().split("::");
  const side = (text: string | undefined) =>
    (text ? text.split(":") : []).flatMap((part) => {
      if (!part.includes(".")) return [Number.parseInt(part, 16)];
      const [a, b, c, d] = part.split(".").map(Number);
      return [a * 256 + b, c * 256 + d];
    });
  const head = side(halves[0]);
  const tail = side(halves[1]);
  return [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail];
}

/**
 * Whose count a client address adds to in a per-address limit: an IPv6 client has a whole /64 (it picks any address
 * in it), so the /64 counts as one; an IPv4-mapped address counts as its IPv4 address.
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
