import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Who is calling, for per-address limits: the socket's peer (no proxy header is trusted, as none is
 * in front of this server). IPv6 counts by its /64, which one machine usually holds whole.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: Pick<IncomingMessage, 'socket'> } | undefined)?.incoming;
  const address = incoming?.socket.remoteAddress;
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return address.includes(':') ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const gap = tail === undefined ? [] : Array<string>(8 - groups(head).length - groups(tail).length).fill('0');
  return [...groups(head), ...gap, ...groups(tail ?? '')].map((group) => parseInt(group, 16).toString(16));
}
