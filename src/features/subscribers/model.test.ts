import { describe, expect, it } from 'vitest';
import { subscriberRecord } from '@storytelling/shared/subscribers';
import { mergeSubscriber } from '@storytelling/shared/subscriber-merge';
import {
  checkRows,
  exportCsv,
  planImport,
  readImportCsv,
  signupUrl,
  statusesStaffMayChoose,
  type Subscriber,
} from './model';

const now = new Date('2026-11-25T10:00:00Z');
const rec = (email: string, over: Partial<Subscriber> = {}) => {
  const r = subscriberRecord({
    organisationId: 'org1',
    email,
    name: 'Old',
    lists: ['a'],
    status: 'subscribed',
    consent: { source: 'manual', at: now, wording: 'w' },
    now,
  });
  return { id: r.id, doc: { ...r.doc, ...over } as Subscriber };
};

describe('readImportCsv', () => {
  it('reads the email and name columns, whatever their case and order, ignoring others', () => {
    const read = readImportCsv('Name,E-mail,Town\nAda,ADA@Example.org ,Leeds\n');
    expect(read).toEqual({ ok: true, rows: [{ line: 2, email: 'ada@example.org', name: 'Ada' }] });
  });
  it('refuses a file without an email column, or with more than 10,000 rows', () => {
    expect(readImportCsv('name\nAda')).toMatchObject({ ok: false });
    const big = ['email', ...Array.from({ length: 10_001 }, (_, i) => `p${i}@x.org`)].join('\n');
    expect(readImportCsv(big)).toMatchObject({ ok: false, error: 'At most 10,000 rows at a time' });
  });
  it('marks invalid addresses and duplicates within the file (the first one counts)', () => {
    const rows = checkRows([
      { line: 2, email: 'a@x.org', name: '' },
      { line: 3, email: 'nope', name: '' },
      { line: 4, email: 'A@X.org', name: '' },
      { line: 5, email: 'a@x.org, b@x.org', name: '' },
    ]);
    expect(rows.map((r) => r.problem)).toEqual([undefined, 'invalidAddress', 'duplicate', 'invalidAddress']);
  });
});

describe('mergeSubscriber', () => {
  const incoming = rec('p@x.org', {
    name: 'New',
    lists: ['b'],
    consent: { source: 'import', at: now, wording: 'i' },
  }).doc;
  it('never resubscribes an unsubscribed or bounced record', () => {
    expect(mergeSubscriber(rec('p@x.org', { status: 'unsubscribed' }).doc, incoming).outcome).toBe(
      'keptUnsubscribed',
    );
    expect(mergeSubscriber(rec('p@x.org', { status: 'bounced' }).doc, incoming).outcome).toBe('keptBounced');
  });
  it('joins the lists and keeps the first consent of a subscribed record', () => {
    const m = mergeSubscriber(rec('p@x.org').doc, incoming);
    expect(m.outcome).toBe('updated');
    expect(m.doc).toMatchObject({ lists: ['a', 'b'], name: 'New', consent: { source: 'manual' } });
  });
  it('changes nothing when nothing is new', () => {
    const existing = rec('p@x.org').doc;
    expect(mergeSubscriber(existing, { ...existing, name: '' }).outcome).toBe('unchanged');
  });
});

describe('planImport', () => {
  const rows = checkRows([
    { line: 2, email: 'new@x.org', name: 'N' },
    { line: 3, email: 'same@x.org', name: 'Old' },
    { line: 4, email: 'gone@x.org', name: '' },
    { line: 5, email: 'erased@x.org', name: '' },
    { line: 6, email: 'bad', name: '' },
  ]);
  const existing = new Map(
    [rec('same@x.org'), rec('gone@x.org', { status: 'unsubscribed' })].map((r) => [r.id, r.doc]),
  );
  it('writes only what changes and reports each problem', () => {
    const plan = planImport({
      rows,
      organisationId: 'org1',
      lists: ['a'],
      wording: 'w',
      existing,
      suppressed: new Set(['h:erased@x.org']),
      hashOf: (e) => `h:${e}`,
      now,
    });
    expect(plan.writes.map((w) => w.doc.email)).toEqual(['new@x.org']);
    expect(plan.outcomes).toMatchObject({ created: 1, unchanged: 1, keptUnsubscribed: 1 });
    expect(plan.problems).toEqual({ unsubscribed: 1, suppressed: 1, invalidAddress: 1 });
  });

  it('records no list join times unless asked, and counts who would start the list’s automations', () => {
    const base = {
      rows,
      organisationId: 'org1',
      lists: ['a', 'b'],
      wording: 'w',
      existing,
      suppressed: new Set<string>(),
      hashOf: (e: string) => `h:${e}`,
      now,
    };
    const quiet = planImport(base);
    expect(quiet.startAutomations).toBe(false);
    // same@ keeps the join time it had for a; nobody gets one for what this import adds.
    expect(quiet.writes.map((w) => w.doc.listJoinedAt)).toEqual([{}, { a: now }, {}]);
    // new@ and erased@ join both lists; same@ (subscribed, already on a) joins b only.
    expect(quiet.joins).toEqual({ a: 2, b: 3 });
    const asked = planImport({ ...base, startAutomations: true });
    expect(asked.writes.find((w) => w.doc.email === 'new@x.org')!.doc.listJoinedAt).toEqual({
      a: now,
      b: now,
    });
  });
});

describe('planImport with custom fields', () => {
  const base = {
    organisationId: 'org1',
    lists: [],
    wording: 'w',
    suppressed: new Set<string>(),
    hashOf: (e: string) => `h:${e}`,
    now,
  };
  it('stores a row’s fields on a new record, and a changed value on an existing one, keeping the others', () => {
    const before = rec('same@x.org', { lists: [], customFields: { school: 'Hill Top', town: 'Leeds' } });
    const plan = planImport({
      ...base,
      rows: checkRows([
        { line: 2, email: 'new@x.org', name: 'N', customFields: { school: 'Riverside' } },
        { line: 3, email: 'same@x.org', name: '', customFields: { school: 'Riverside' } },
      ]),
      existing: new Map([[before.id, before.doc]]),
    });
    expect(plan.outcomes).toMatchObject({ created: 1, updated: 1 });
    expect(plan.writes.map((w) => w.doc.customFields)).toEqual([
      { school: 'Riverside' },
      { school: 'Riverside', town: 'Leeds' },
    ]);
  });
  it('the same values again change nothing', () => {
    const before = rec('same@x.org', { lists: [], customFields: { school: 'Hill Top' } });
    const plan = planImport({
      ...base,
      rows: checkRows([{ line: 2, email: 'same@x.org', name: '', customFields: { school: 'Hill Top' } }]),
      existing: new Map([[before.id, before.doc]]),
    });
    expect(plan.outcomes.unchanged).toBe(1);
    expect(plan.writes).toEqual([]);
  });
});

describe('small helpers', () => {
  it('exports one line per subscriber with list names', () => {
    const csv = exportCsv([{ ...rec('p@x.org').doc }], new Map([['a', 'News, weekly']]));
    expect(csv.split('\r\n')[1]).toContain('p@x.org,Old,subscribed,"News, weekly",manual');
  });
  it('builds the sign-up link of a list', () => {
    expect(signupUrl('https://app.example/', 'l 1')).toBe('https://app.example/subscribe/l%201');
  });
});

describe('statusesStaffMayChoose', () => {
  it('offers every status for a new or subscribed record, and only a no for someone who said no', () => {
    expect(statusesStaffMayChoose()).toContain('subscribed');
    expect(statusesStaffMayChoose('subscribed')).toContain('unsubscribed');
    expect(statusesStaffMayChoose('pending')).toContain('subscribed');
    expect(statusesStaffMayChoose('unsubscribed')).toEqual(['unsubscribed', 'bounced']);
    expect(statusesStaffMayChoose('bounced')).toEqual(['unsubscribed', 'bounced']);
  });
});
