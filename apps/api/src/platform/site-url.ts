import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

/**
 * The site's own address for absolute links (mails, canonical links, JSON-LD, sitemap, robots.txt).
 * NOTE: never taken from the request: its Host (or X-Forwarded-Host) is the caller's to choose, and
 * a reset mail would then link to their site. PUBLIC_URL when set, else where this server listens:
 * `http://localhost:<port>`, or the configured HOST when it names one interface.
 */
export function siteUrlOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, listening?: AddressInfo | string | null): string {
  if (config.publicUrl) return config.publicUrl;
  const port = listening && typeof listening === 'object' ? listening.port : config.port;
  const anyInterface = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = anyInterface ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
