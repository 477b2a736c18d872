import { defaultBannerId, isBannerId, type BannerId } from './bannerList';
import { bannerBehaviours } from './behaviour';

export interface BannerLocation {
  /** The host name, e.g. 'www.ralphs.com' (a port is ignored). */
  host?: string | null;
  /** The query string or its parameters; `?banner=<id>` picks a banner for demos. */
  search?: string | URLSearchParams | null;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

/** Whether a host is the developer's machine (the account spec hides Prescriptions there). */
export function isLocalHost(host: string | null | undefined): boolean {
  return localHosts.has(hostName(host));
}

function hostName(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  return value.startsWith('[') ? value.replace(/\]:\d+$/, ']') : value.replace(/:\d+$/, '');
}

// Longest domain first, so no banner's domain can shadow a longer one it is a suffix of.
const byDomain = [...bannerBehaviours].sort((a, b) => b.domain.length - a.domain.length);

/**
 * The banner a page belongs to: `?banner=` when it names a banner (for demos and tests), else the
 * banner whose domain the host is or ends with (`www.`, `stage.`…), else the default banner.
 */
export function resolveBanner({ host, search }: BannerLocation = {}): BannerId {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const requested = params?.get('banner')?.trim().toLowerCase();
  if (requested && isBannerId(requested)) return requested;
  const name = hostName(host);
  const match = byDomain.find(({ domain }) => name === domain || name.endsWith(`.${domain}`));
  return match?.id ?? defaultBannerId;
}
