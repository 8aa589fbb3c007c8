import {
  ANIMAL_EMOJIS,
  CODE_ALPHABET,
  CODE_LENGTH,
  codeExpiry,
  codeProblem,
  codeUse,
  FULL_ID_LENGTH,
  generateCode,
  isPersonalCode,
  normaliseCode,
  temporaryMemberName,
} from './model';

const now = new Date('2026-11-22T12:00:00Z');
const tomorrow = new Date('2026-11-23T12:00:00Z');
const yesterday = new Date('2026-11-21T12:00:00Z');
const code = (over: Partial<{ isActive: boolean; expiresAt: Date; role: 'member' | 'moderator' }> = {}) => ({
  isActive: true,
  expiresAt: tomorrow,
  role: 'member' as const,
  ...over,
});

describe('codeProblem', () => {
  it('accepts an active, unexpired code', () => expect(codeProblem(code(), now)).toBeNull());
  it('refuses a missing code', () => expect(codeProblem(null, now)).toBe('Invalid access code'));
  it('refuses an inactive code', () =>
    expect(codeProblem(code({ isActive: false }), now)).toBe('Invalid or expired access code'));
  it('refuses an expired code', () =>
    expect(codeProblem(code({ expiresAt: yesterday }), now)).toBe('Access code has expired'));
  it('refuses a code expiring exactly now', () =>
    expect(codeProblem(code({ expiresAt: now }), now)).toBe('Access code has expired'));
  it('refuses a code for another role when a role is required', () =>
    expect(codeProblem(code({ role: 'member' }), now, 'moderator')).toBe(
      'Access code does not grant the required role',
    ));
  it('accepts the required role', () =>
    expect(codeProblem(code({ role: 'moderator' }), now, 'moderator')).toBeNull());
});

describe('codeUse', () => {
  it('deactivates a non-anonymous code and records who and when', () => {
    expect(codeUse({ isAnonymous: false }, 'u1', now)).toEqual({
      isActive: false,
      usedBy: 'u1',
      usedAt: now,
    });
  });
  it('keeps an anonymous code active, appends each user and keeps the latest time', () => {
    const first = codeUse({ isAnonymous: true }, 'u1', now);
    expect(first).toEqual({ isActive: true, usedBy: ['u1'], usedAt: now });
    const second = codeUse({ isAnonymous: true, usedBy: first.usedBy }, 'u2', tomorrow);
    expect(second).toEqual({ isActive: true, usedBy: ['u1', 'u2'], usedAt: tomorrow });
  });
});

describe('normaliseCode: both forms of code the spec has', () => {
  const fullId = 'aB3dE5fG7hJ9kL1mN2pQ'; // a Firestore auto-id: the e-mailed code is the full generated id
  it('accepts an 8-character code in any case, spaces around ignored', () => {
    expect(normaliseCode('ABCD2345')).toBe('ABCD2345');
    expect(normaliseCode(' abcd2345 ')).toBe('ABCD2345');
  });
  it('accepts the e-mailed full id and keeps its case, which Firestore ids depend on', () => {
    expect(fullId).toHaveLength(FULL_ID_LENGTH);
    expect(normaliseCode(fullId)).toBe(fullId);
    expect(normaliseCode(`  ${fullId}\n`)).toBe(fullId);
  });
  it.each([
    '',
    'ABC',
    'ABCD234',
    'ABCD23456',
    'aB3dE5fG7hJ9kL1mN2p',
    'aB3dE5fG7hJ9kL1mN2pQr',
    'ABCD-345',
    'ABCD/345',
    'aB3dE5fG7h/9kL1mN2pQ',
    '../accessCodes/ABCD2',
    'ABCD 345',
    'ÀBCD2345',
  ])('refuses %j', (text) => {
    expect(normaliseCode(text)).toBeNull();
  });
});

describe('generateCode', () => {
  it('makes 8 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const c = generateCode();
      expect(c).toHaveLength(CODE_LENGTH);
      expect([...c].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
  it('skips bytes that would bias the alphabet', () => {
    // 248+ is above the largest multiple of the alphabet size below 256, so it must be skipped.
    const bytes = [255, 250, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const c = generateCode(() => Uint8Array.from(bytes));
    expect(c).toBe('ABCDEFGH');
  });
  it('is not predictable: 1,000 codes do not repeat', () => {
    expect(new Set(Array.from({ length: 1000 }, () => generateCode())).size).toBe(1000);
  });
});

describe('temporary members', () => {
  it('has 49 animals with the panda first', () => {
    expect(ANIMAL_EMOJIS).toHaveLength(49);
    expect(new Set(ANIMAL_EMOJIS).size).toBe(49);
    expect(ANIMAL_EMOJIS[0]).toBe('🐼');
  });
  it('names a member with the chosen animal, or the panda', () => {
    expect(temporaryMemberName(' Amira ', '🦊')).toBe('🦊 Amira');
    expect(temporaryMemberName('Amira')).toBe('🐼 Amira');
    expect(temporaryMemberName('Amira', '🍕')).toBe('🐼 Amira');
  });
  it('gives e-mailed codes 7 days and anonymous codes 30', () => {
    expect(codeExpiry('emailed', now).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(codeExpiry('anonymous', now).toISOString()).toBe('2026-12-22T12:00:00.000Z');
  });
});

describe('isPersonalCode', () => {
  it('an e-mailed code and a temporary member’s code are personal; an anonymous class code is shared', () => {
    expect(isPersonalCode({ isAnonymous: false })).toBe(true);
    expect(isPersonalCode({ isAnonymous: true, tempUserId: 'temp_x' })).toBe(true);
    expect(isPersonalCode({ isAnonymous: true })).toBe(false);
  });
});
