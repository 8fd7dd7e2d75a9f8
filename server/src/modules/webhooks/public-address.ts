import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may never reach (SSRF, issue 43): this machine, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, documentation,
 * benchmarking, multicast and reserved ranges, and their IPv6 counterparts (unique local,
 * link-local, IPv4-mapped, NAT64 and 6to4 wrappers of private IPv4).
 */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, "ipv4");
}
// Apart: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, so
// ::ffff:0:0/96 in one list would refuse every IPv4 address. Mapped, NAT64 and 6to4 addresses
// are refused outright: a receiver has a plain address of its own.
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, "ipv6");
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether `address` (an IP, as DNS answered it) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NOT_PUBLIC_V4.check(address, "ipv4")
    : !NOT_PUBLIC_V6.check(address, "ipv6");
}

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Link-local addresses (169.254.0.0/16, fe80::/10): where clouds answer with an instance's
 * credentials (169.254.169.254). Not even a receiver the operator named may resolve there.
 */
const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet("169.254.0.0", 16, "ipv4");
LINK_LOCAL.addSubnet("fe80::", 10, "ipv6");

export function isLinkLocalAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && LINK_LOCAL.check(address, family === 4 ? "ipv4" : "ipv6");
}
