import { describe, expect, it } from 'vitest';
import {
  consentRecordOf,
  consentState,
  isPublished,
  publishProblem,
  registerRow,
  REGISTER_COLUMNS,
  zConsentInput,
  zWithdrawInput,
  type ConsentInput,
} from './consent';
import { zRecording, type Consent } from './model';

const input = (over: Partial<ConsentInput> = {}): ConsentInput => ({
  consentedBy: 'Ada Lovelace',
  contributorUnder18: false,
  guardianName: '',
  consentedOn: '2026-03-01',
  uses: ['app', 'archive'],
  licence: 'CC-BY-4.0',
  ...over,
});
const consent = (over: Partial<Consent> = {}): Consent => ({
  ...consentRecordOf(input(), 'staff1'),
  ...over,
});
const messages = (value: unknown) =>
  zConsentInput.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('recording consent input', () => {
  it('accepts a complete consent', () => {
    expect(messages(input())).toEqual([]);
  });
  it('a contributor under 18 needs a guardian’s name', () => {
    expect(messages(input({ contributorUnder18: true, guardianName: '  ' }))).toEqual([
      'guardianName: A contributor under 18 needs a parent or guardian to consent: enter their name.',
    ]);
    expect(messages(input({ contributorUnder18: true, guardianName: 'Mum' }))).toEqual([]);
  });
  it('needs a name, at least one use, a licence from the list and a date not in the future', () => {
    expect(messages(input({ consentedBy: ' ' }))).toEqual([
      'consentedBy: Enter the name of the person who consented.',
    ]);
    expect(messages(input({ uses: [] }))).toEqual([
      'uses: Choose at least one use the contributor agreed to.',
    ]);
    expect(messages({ ...input(), licence: 'public-domain' })).toHaveLength(1);
    expect(messages({ ...input(), uses: ['print'] })).toHaveLength(1);
    expect(messages(input({ consentedOn: '2999-01-01' }))).toEqual([
      'consentedOn: The date cannot be in the future.',
    ]);
    expect(messages(input({ consentedOn: '' }))).toEqual(['consentedOn: Enter the date consent was given.']);
  });
  it('withdrawing needs a reason that fits', () => {
    expect(zWithdrawInput.safeParse({ reason: '   ' }).success).toBe(false);
    expect(zWithdrawInput.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(zWithdrawInput.parse({ reason: ' Parent asked ' })).toEqual({ reason: 'Parent asked' });
  });
});

describe('the consent written', () => {
  it('keeps the guardian only for a child, the day at local midnight, each use once', () => {
    const adult = consentRecordOf(input({ guardianName: 'ignored', uses: ['web', 'web'] }), 'staff1');
    expect(adult).toEqual({
      consentedBy: 'Ada Lovelace',
      contributorUnder18: false,
      consentedAt: new Date(2026, 2, 1),
      uses: ['web'],
      recordedBy: 'staff1',
    });
    const child = consentRecordOf(input({ contributorUnder18: true, guardianName: ' Mum ' }), 's');
    expect(child.guardianName).toBe('Mum');
  });
  it('reads back through the recording schema', () => {
    const parsed = zRecording.parse({ consent: consent(), licence: 'CC-BY-NC-4.0' });
    expect(parsed.consent?.uses).toEqual(['app', 'archive']);
    expect(zRecording.safeParse({ licence: 'CC0' }).success).toBe(false);
  });
});

describe('consent state and publishing', () => {
  it('missing, consented and withdrawn', () => {
    expect(consentState({})).toBe('missing');
    expect(consentState({ consent: consent() })).toBe('consented');
    expect(consentState({ consent: consent({ uses: [] }) })).toBe('missing');
    expect(consentState({ consent: consent({ contributorUnder18: true }) })).toBe('missing');
    expect(consentState({ consent: consent({ withdrawnAt: new Date(), withdrawnReason: 'x' }) })).toBe(
      'withdrawn',
    );
  });
  it('says why publishing is refused, and nothing when it is allowed', () => {
    expect(publishProblem({})).toMatch(/No consent is recorded/);
    expect(publishProblem({ consent: consent({ withdrawnAt: new Date(2026, 4, 2) }) })).toBe(
      'Consent was withdrawn on 02/05/2026: record consent again before publishing.',
    );
    expect(publishProblem({ consent: consent() })).toBeNull();
  });
  it('published means approved with a standing consent', () => {
    const approved = { status: 'approved' as const, reason: 'ok' };
    expect(isPublished({ moderation: approved, consent: consent() })).toBe(true);
    expect(isPublished({ moderation: approved })).toBe(false);
    expect(isPublished({ moderation: approved, consent: consent({ withdrawnAt: new Date() }) })).toBe(false);
    expect(isPublished({ moderation: { status: 'pending' }, consent: consent() })).toBe(false);
  });
  it('a register row has one cell per column', () => {
    const row = registerRow({
      id: 'r1',
      title: 'Harbour',
      collectionLog: { timesCollected: 0 },
      tags: { subjectTags: [], genreTags: [] },
      licence: 'CC-BY-4.0',
      consent: consent({
        withdrawnAt: new Date(2026, 4, 2),
        withdrawnReason: 'Asked',
        withdrawnBy: 'staff2',
        withdrawnByName: 'Max Moderator',
      }),
    });
    expect(row).toHaveLength(REGISTER_COLUMNS.length);
    expect(row).toEqual([
      'r1',
      'Harbour',
      'withdrawn',
      'no',
      'Ada Lovelace',
      'no',
      '',
      '2026-03-01',
      'app archive',
      'CC-BY-4.0',
      '2026-05-02',
      'Asked',
      // Kept before names were: the account id stands in.
      'staff1',
      'Max Moderator',
    ]);
  });
});
