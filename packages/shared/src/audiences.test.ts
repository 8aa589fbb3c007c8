import { describe, expect, it } from 'vitest';
import {
  audienceRecord,
  decideRecipients,
  definitionProblem,
  resolutionSummary,
  uniquePeople,
  type AudienceDefinition,
} from './audiences';

const def = (over: Partial<AudienceDefinition> = {}): AudienceDefinition => ({
  organisationId: 'org1',
  roles: [],
  groups: [],
  lists: [],
  workshops: [],
  workshopsFrom: '',
  workshopsTo: '',
  ...over,
});

describe('definitionProblem', () => {
  it('asks for at least one source, and a whole, forward period', () => {
    expect(definitionProblem(def())).toBe('Choose at least one source of people');
    expect(definitionProblem(def({ roles: ['member'] }))).toBeNull();
    expect(definitionProblem(def({ workshopsFrom: '2026-01-01', workshopsTo: '2026-02-01' }))).toBeNull();
    expect(definitionProblem(def({ workshopsFrom: '2026-01-01' }))).toBe(
      'Give both the first and the last day of the period',
    );
    expect(definitionProblem(def({ workshopsFrom: '2026-02-01', workshopsTo: '2026-01-01' }))).toBe(
      'The period ends before it starts',
    );
    expect(definitionProblem(def({ roles: ['superAdmin' as never] }))).toBe('Choose roles from the list');
    expect(definitionProblem(def({ lists: ['a/b'] }))).toBe('Choose lists from the list');
    expect(definitionProblem(def({ groups: Array.from({ length: 31 }, (_, i) => `g${i}`) }))).toBe(
      'At most 30 groups',
    );
  });
});

describe('decideRecipients', () => {
  const people = [
    { email: 'Ana@Example.test', name: 'Ana Lopez' },
    { email: 'ana@example.test', name: '' },
    { email: 'ben@example.test', name: 'Ben' },
    { email: 'cy@example.test', name: 'Cy' },
    { email: 'dee@example.test', name: 'Dee' },
    { email: 'eve@example.test', name: '' },
    { email: 'not an address', name: 'Nobody' },
  ];
  const states: Record<string, string> = {
    'ana@example.test': 'subscribed',
    'ben@example.test': 'unsubscribed',
    'cy@example.test': 'pending',
    'dee@example.test': 'subscribed',
    'eve@example.test': 'subscribed',
  };
  const r = decideRecipients(
    people,
    (a) => states[a] ?? null,
    (a) => a === 'dee@example.test',
  );

  it('reaches only the subscribed and unsuppressed, each address once, sorted', () => {
    expect(r.recipients).toEqual(['ana@example.test', 'eve@example.test']);
    expect(r).toMatchObject({ people: 5, withoutConsent: 1, unsubscribed: 1, suppressed: 1 });
  });

  it('previews first names, never addresses', () => {
    expect(r.preview).toEqual(['Ana', 'Ben', 'Cy', 'Dee', 'eve']);
    expect(r.preview.join(' ')).not.toContain('@');
  });

  it('names each first name once', () => {
    const adas = ['ada.one', 'ada.two', 'ada.three', 'bo'].map((local) => ({
      email: `${local}@example.test`,
      name: local.startsWith('ada') ? `Ada ${local.slice(4)}` : 'Bo',
    }));
    expect(
      decideRecipients(
        adas,
        () => 'subscribed',
        () => false,
      ).preview,
    ).toEqual(['Ada', 'Bo']);
  });

  it('says how many are left out and why', () => {
    expect(resolutionSummary({ ...r, count: r.recipients.length })).toBe(
      '5 people in this audience; 2 will receive e-mail (not sent to: 1 without consent, 1 unsubscribed, 1 suppressed)',
    );
  });

  it('someone with no record in the organisation is without consent', () => {
    expect(
      decideRecipients(
        [{ email: 'x@y.test', name: 'X' }],
        () => null,
        () => false,
      ),
    ).toMatchObject({
      recipients: [],
      withoutConsent: 1,
    });
  });
});

it('uniquePeople keeps a name found on a later mention', () => {
  expect(
    uniquePeople([
      { email: 'a@b.test', name: '' },
      { email: 'A@b.test', name: 'Al' },
    ]),
  ).toEqual([{ email: 'a@b.test', name: 'Al' }]);
});

it('audienceRecord trims and de-duplicates', () => {
  const a = audienceRecord({
    organisationId: 'org1',
    name: '  Parents ',
    roles: ['member', 'member'],
    lists: ['l1', 'l1'],
    createdBy: 'u1',
    now: new Date(0),
  });
  expect(a).toMatchObject({ name: 'Parents', roles: ['member'], lists: ['l1'], workshopsFrom: '' });
});
