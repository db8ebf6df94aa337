import { signApprovalToken, verifyApprovalToken } from './approval-token';

const secret = 'test-secret-0123456789';

describe('signed approval tokens', () => {
  it('carry the sublet id and verify with the same secret', () => {
    const token = signApprovalToken('s_abc-123', secret);
    expect(token.startsWith('s_abc-123.')).toBe(true);
    expect(verifyApprovalToken(token, secret)).toBe('s_abc-123');
  });

  it('are refused with another secret', () => {
    expect(verifyApprovalToken(signApprovalToken('s_1', secret), 'another-secret')).toBeNull();
  });

  it('cannot be moved to another sublet', () => {
    const token = signApprovalToken('s_1', secret);
    const signature = token.split('.')[1];
    expect(verifyApprovalToken(`s_2.${signature}`, secret)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no signature', 's_1'],
    ['empty signature', 's_1.'],
    ['no id', `.${'a'.repeat(43)}`],
    ['a short signature', 's_1.abc'],
    ['a signature of the right shape but wrong', `s_1.${'A'.repeat(43)}`],
    ['path characters in the id', `../x.${'A'.repeat(43)}`],
    ['very long', `${'a'.repeat(400)}.${'A'.repeat(43)}`],
  ])('refuses %s', (_case, token) => {
    expect(verifyApprovalToken(token, secret)).toBeNull();
  });

  it('refuses any change of a signature character (the last one too, whose spare bits decoders ignore)', () => {
    for (const id of ['s_flip', 's_other', 's_third']) {
      const [, signature = ''] = signApprovalToken(id, secret).split('.');
      for (let i = 0; i < signature.length; i += 1) {
        for (const replacement of ['a', 'b', 'A', 'B']) {
          if (signature[i] === replacement) continue;
          const changed = signature.slice(0, i) + replacement + signature.slice(i + 1);
          expect(verifyApprovalToken(`${id}.${changed}`, secret)).toBeNull();
        }
      }
    }
  });

  it('needs a secret and a proper id to sign', () => {
    expect(() => signApprovalToken('s_1', '')).toThrow();
    expect(() => signApprovalToken('a/b', secret)).toThrow();
  });
});
