import { sha256Hex } from '../core/encoding/bytes';
import { remembered } from '../core/remembered';

/**
 * SHA-256 hex of cache key material (pages, share cards, content answers), hashed on every request
 * again: the isolate remembers the last 1,000, here beside the caches that use them, not in core/.
 */
export const keyHash: (text: string) => Promise<string> = remembered(1000, sha256Hex);
