import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The signed link in every alert that pauses its saved search without signing in: an HMAC of the
 * search's id under a key derived from the server's secret, so it cannot be made for another search.
 */
export function createUnsubscribeLinks(secret: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'jobboard alert unsubscribe', 32));
  const tokenOf = (searchId: string) => createHmac('sha256', key).update(searchId).digest('base64url');
  return {
    /** The page (GET, a button) and the RFC 8058 one-click address (POST) are one URL. */
    url: (site: string, searchId: string) => `${site}/alerts/unsubscribe?search=${encodeURIComponent(searchId)}&token=${tokenOf(searchId)}`,
    isGenuine(searchId: string, token: string): boolean {
      const expected = Buffer.from(tokenOf(searchId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
