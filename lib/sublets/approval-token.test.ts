import { createHmac } from 'node:crypto';
import { signApprovalToken, verifyApprovalToken } from './approval-token';

const secret = 'test-secret-0123456789';
const issued = new Date('2026-11-01T09:00:00Z');

/** A link of the earlier format (no time), as mailed before links expired. */
function legacyToken(id: string): string {
  return `${id}.${createHmac('sha256', secret).update(`sublet-approval:v1:${id}`).digest('base64url')}`;
}

describe('signed approval tokens', () => {
  it('carry the sublet id and the time the link was made, and verify with the same secret', () => {
    const token = signApprovalToken('s_abc-123', secret, issued);
    expect(token.startsWith('s_abc-123.')).toBe(true);
    expect(verifyApprovalToken(token, secret)).toEqual({ subletId: 's_abc-123', issuedAt: issued });
  });

  it('keep the time to the second', () => {
    const token = signApprovalToken('s_1', secret, new Date('2026-11-01T09:00:00.999Z'));
    expect(verifyApprovalToken(token, secret)?.issuedAt?.toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });

  it('are refused with another secret', () => {
    expect(verifyApprovalToken(signApprovalToken('s_1', secret, issued), 'another-secret')).toBeNull();
  });

  it('cannot be moved to another sublet', () => {
    const [, time, signature] = signApprovalToken('s_1', secret, issued).split('.');
    expect(verifyApprovalToken(`s_2.${time}.${signature}`, secret)).toBeNull();
  });

  it('cannot be made younger: the time is signed', () => {
    const [id, time = '', signature] = signApprovalToken('s_1', secret, issued).split('.');
    const later = (Number.parseInt(time, 36) + 86_400 * 10).toString(36);
    expect(verifyApprovalToken(`${id}.${later}.${signature}`, secret)).toBeNull();
    // Nor turned into a link of the earlier format by dropping the time.
    expect(verifyApprovalToken(`${id}.${signature}`, secret)).toBeNull();
  });

  it('still accepts a link of the earlier format, without a time', () => {
    expect(verifyApprovalToken(legacyToken('s_old'), secret)).toEqual({ subletId: 's_old', issuedAt: null });
    expect(verifyApprovalToken(legacyToken('s_old').replace('s_old', 's_new'), secret)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no signature', 's_1'],
    ['empty signature', 's_1.'],
    ['no id', `.${'a'.repeat(43)}`],
    ['a short signature', 's_1.abc'],
    ['a signature of the right shape but wrong', `s_1.${'A'.repeat(43)}`],
    ['a timed signature of the right shape but wrong', `s_1.abc.${'A'.repeat(43)}`],
    ['a time that is not base 36', `s_1.A-B.${'A'.repeat(43)}`],
    ['too many parts', `s_1.abc.def.${'A'.repeat(43)}`],
    ['path characters in the id', `../x.${'A'.repeat(43)}`],
    ['very long', `${'a'.repeat(400)}.${'A'.repeat(43)}`],
  ])('refuses %s', (_case, token) => {
    expect(verifyApprovalToken(token, secret)).toBeNull();
  });

  it('refuses any change of a signature character (the last one too, whose spare bits decoders ignore)', () => {
    for (const id of ['s_flip', 's_other', 's_third']) {
      const [, time, signature = ''] = signApprovalToken(id, secret, issued).split('.');
      for (let i = 0; i < signature.length; i += 1) {
        for (const replacement of ['a', 'b', 'A', 'B']) {
          if (signature[i] === replacement) continue;
          const changed = signature.slice(0, i) + replacement + signature.slice(i + 1);
          expect(verifyApprovalToken(`${id}.${time}.${changed}`, secret)).toBeNull();
        }
      }
    }
  });

  it('needs a secret, a proper id and a time to sign', () => {
    expect(() => signApprovalToken('s_1', '')).toThrow();
    expect(() => signApprovalToken('a/b', secret)).toThrow();
    expect(() => signApprovalToken('s_1', secret, new Date('nope'))).toThrow();
  });
});
