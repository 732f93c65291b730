import { BlockList, isIP } from 'node:net'

/**
 * Addresses a fetch of a user-typed link must never reach: this machine, the private network
 * and other non-public ranges (loopback, private, carrier-grade NAT, link-local, multicast,
 * unspecified, reserved, documentation, benchmarking), in IPv4 and IPv6.
 */
const refused = new BlockList()
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network", incl. the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
]
const IPV6_RANGES: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]
for (const [address, prefix] of IPV4_RANGES) refused.addSubnet(address, prefix, 'ipv4')
for (const [address, prefix] of IPV6_RANGES) refused.addSubnet(address, prefix, 'ipv6')

/** The 16 bytes of an IPv6 address (already checked with `isIP`). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [
    ...headGroups,
    ...(tail !== undefined ? Array<string>(missing).fill('0') : []),
    ...tailGroups,
  ].map((group) => parseInt(group, 16))
  return groups.flatMap((group) => [group >> 8, group & 0xff])
}

/**
 * The IPv4 address an IPv6 one carries and would reach: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d, deprecated) and NAT64 (64:ff9b::a.b.c.d). Null otherwise.
 */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address)
  const last4 = bytes.slice(12).join('.')
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0)
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return last4
  if (zeros(0, 12) && !zeros(12, 16) && last4 !== '0.0.0.1') return last4
  const nat64 = [0x00, 0x64, 0xff, 0x9b]
  if (nat64.every((byte, index) => bytes[index] === byte) && zeros(4, 12)) return last4
  return null
}

/**
 * Whether a fetch may connect to this IP address: false for every non-public range above,
 * including IPv4 addresses hidden in IPv6 ones, and for anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address.split('%')[0]!)
  if (version === 4) return !refused.check(address, 'ipv4')
  if (version !== 6) return false
  const ipv4 = embeddedIpv4(address)
  if (ipv4 !== null) return !refused.check(ipv4, 'ipv4')
  return !refused.check(address.split('%')[0]!, 'ipv6')
}
