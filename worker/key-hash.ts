import { sha256Hex } from '../core/encoding/bytes';
import { memo } from './memo';

/**
 * SHA-256 hex of cache key material (pages, share cards, content answers), hashed on every request
 * again: the isolate remembers the last 1,000, here beside the caches that use them, not in core/.
 */
export const keyHash: (text: string) => Promise<string> = memo((text: string) => sha256Hex(text), 1000);
