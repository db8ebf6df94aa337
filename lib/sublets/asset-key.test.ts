import { createHash } from 'node:crypto';
import { assetKeyForSubmission, assetKeyMatches, generateAssetKey, hashAssetKey, isAssetKeyShaped } from './asset-key';

describe('asset keys', () => {
  it('are 256 random bits in base64url, all different', () => {
    const keys = new Set(Array.from({ length: 500 }, () => generateAssetKey()));
    expect(keys.size).toBe(500);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      expect(isAssetKeyShaped(key)).toBe(true);
    }
  });

  it('are stored as their SHA-256 (hex), never as themselves', () => {
    const key = generateAssetKey();
    const hash = hashAssetKey(key);
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key);
  });

  it('of a post sent with a submission key: the same for its repeat, another for another key or secret, of the issued shape', () => {
    const key = assetKeyForSubmission('site-secret', 'mR0cS1vYqJ3b2Lx9Tz8W_A');
    expect(isAssetKeyShaped(key)).toBe(true);
    expect(assetKeyForSubmission('site-secret', 'mR0cS1vYqJ3b2Lx9Tz8W_A')).toBe(key);
    expect(assetKeyForSubmission('site-secret', 'mR0cS1vYqJ3b2Lx9Tz8W_B')).not.toBe(key);
    expect(assetKeyForSubmission('another-secret', 'mR0cS1vYqJ3b2Lx9Tz8W_A')).not.toBe(key);
    // Not the submission key's own hash: the stored hash of the asset key reveals neither.
    expect(key).not.toBe(createHash('sha256').update('mR0cS1vYqJ3b2Lx9Tz8W_A').digest('base64url'));
  });

  it('match only their own hash', () => {
    const key = generateAssetKey();
    const other = generateAssetKey();
    expect(assetKeyMatches(key, hashAssetKey(key))).toBe(true);
    expect(assetKeyMatches(other, hashAssetKey(key))).toBe(false);
    expect(assetKeyMatches(key, null)).toBe(false);
    expect(assetKeyMatches(key, '')).toBe(false);
    expect(assetKeyMatches(key, key)).toBe(false);
    expect(assetKeyMatches(key, hashAssetKey(key).toUpperCase())).toBe(false);
    // One character changed.
    const changed = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect(assetKeyMatches(changed, hashAssetKey(key))).toBe(false);
  });

  it.each(['', 'new', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, `${'a'.repeat(42)} `])(
    'rejects the shape %j',
    (value) => {
      expect(isAssetKeyShaped(value)).toBe(false);
    },
  );
});
