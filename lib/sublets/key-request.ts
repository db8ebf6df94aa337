import 'server-only';
import type { ServerConfig } from '../config';
import { clientAddress } from '../http/client-address';
import { clientLimitRefusal, overallLimitRefusal } from '../http/rate-limit-responses';
import { tooManyRequests } from '../http/responses';
import { type EndpointRateLimiter, endpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { isAssetKeyShaped } from './asset-key';
import { type KeyGuard, subletKeyGuard } from './key-guard';
import { SUBLET_KEY_LIMITS } from './limits';

/** A request that names a sublet by its asset key, let through: who sent it, and the guard that counts their misses. */
export interface AdmittedKeyRequest {
  address: string;
  guard: KeyGuard;
}

/**
 * What every request by asset key passes first (Delete, Renew): an address blocked for missing
 * too many keys is refused for every key (./key-guard.ts), then the endpoint's limit per address,
 * then its overall limit, charged only for a key of the right shape. Returns the refusal (429), or
 * the request's address and guard, to count a miss on.
 */
export async function admitKeyRequest(
  request: Request,
  assetKey: string,
  { name, config, keyGuard, rateLimiter }: { name: string; config: ServerConfig; keyGuard?: KeyGuard; rateLimiter?: EndpointRateLimiter },
): Promise<AdmittedKeyRequest | { refusal: Response }> {
  const address = clientAddress(request.headers, config.trustProxyHops);
  const guard = keyGuard ?? subletKeyGuard(config.rateLimitFactor);
  const blocked = await guard.blockedForMs(address);
  if (blocked > 0) return { refusal: tooManyRequests(blocked) };
  const limiter = rateLimiter ?? endpointRateLimiter(name, SUBLET_KEY_LIMITS, config.rateLimitFactor);
  const limited = (await clientLimitRefusal(limiter, address)) ?? (isAssetKeyShaped(assetKey) ? await overallLimitRefusal(limiter) : null);
  return limited ? { refusal: limited } : { address, guard };
}
