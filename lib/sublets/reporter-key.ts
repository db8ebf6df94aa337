import 'server-only';
import { signMessage } from '../security/signature';

/**
 * Tells the visitors who report one listing apart without keeping who they are: an HMAC, under
 * the app secret, of the listing's id and the client's address (lib/http/client-address.ts, which
 * a client cannot forge). It cannot be turned back into the address, and the same visitor gets a
 * different key on each listing, so reports cannot be linked across listings. Visitors behind one
 * address (a campus network, or a proxy not trusted through TRUST_PROXY) count as one: the hold
 * then needs more people, never fewer.
 */
export function reporterKey(subletId: string, address: string, secret: string): string {
  return signMessage(`sublet-report\n${subletId}\n${address}`, secret);
}
