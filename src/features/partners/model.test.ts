import { describe, expect, it } from 'vitest';
import { activityByMonth, figureLines, monthsOf } from './figures';
import {
  activityCounts,
  dayText,
  filterRows,
  isDue,
  lastYear,
  newestFirst,
  parsePeriod,
  partnerFields,
  partnerRecord,
  partnerRows,
  zActivityForm,
  zPartnerForm,
  type PartnerForm,
} from './model';

const at = new Date('2026-11-20T10:00:00Z');
const orgs = [
  { id: 'b', name: 'Bramble Library', type: 'library' },
  { id: 'a', name: 'Alder School', type: 'school' },
];

describe('organisations as partners', () => {
  it('joins every organisation with its record; one without a record is an unsaved prospect', () => {
    const rows = partnerRows(orgs, [{ ...partnerRecord('b', { status: 'active' }, 'u1', at), id: 'b' }]);
    expect(rows.map((r) => [r.name, r.saved, r.partner.status])).toEqual([
      ['Alder School', false, 'prospect'],
      ['Bramble Library', true, 'active'],
    ]);
    // The unsaved one takes the closest type from the organisation's own.
    expect(rows[0]!.partner.type).toBe('school');
  });
  it('a record with no organisation (deleted, or not visible) is not shown', () => {
    const rows = partnerRows(orgs, [{ ...partnerRecord('gone', {}, 'u1', at), id: 'gone' }]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });
  it('filters by status and by type, each or both', () => {
    const rows = partnerRows(orgs, [
      { ...partnerRecord('b', { status: 'active', type: 'library' }, 'u1', at), id: 'b' },
    ]);
    expect(filterRows(rows, { status: 'active', type: 'all' }).map((r) => r.id)).toEqual(['b']);
    expect(filterRows(rows, { status: 'prospect', type: 'all' }).map((r) => r.id)).toEqual(['a']);
    expect(filterRows(rows, { status: 'all', type: 'school' }).map((r) => r.id)).toEqual(['a']);
    expect(filterRows(rows, { status: 'active', type: 'school' })).toEqual([]);
  });
});

describe('the details form', () => {
  const good: PartnerForm = {
    status: 'active',
    type: 'museum',
    contactName: ' Ruth Archer ',
    contactEmail: ' Ruth@Example.org ',
    contactPhone: '+44 (0)1632 960 222',
    nextActionDate: '2026-12-01',
    nextAction: 'Send the report',
  };
  it('accepts a full form and writes it trimmed, the address lower-cased', () => {
    const parsed = zPartnerForm.parse(good);
    expect(partnerFields('org1', parsed)).toEqual({
      organisationId: 'org1',
      status: 'active',
      type: 'museum',
      mainContact: { name: 'Ruth Archer', email: 'ruth@example.org', phone: '+44 (0)1632 960 222' },
      nextActionDate: '2026-12-01',
      nextAction: 'Send the report',
    });
  });
  it('an empty next action date is stored as none, an empty address is allowed', () => {
    const parsed = zPartnerForm.parse({ ...good, nextActionDate: '', contactEmail: '' });
    expect(partnerFields('org1', parsed)).toMatchObject({
      nextActionDate: null,
      mainContact: { email: '' },
    });
  });
  it.each([
    ['contactEmail', 'ruth at example'],
    ['contactEmail', 'a@example.org, b@example.org'],
    ['contactEmail', 'Ruth <ruth@example.org>'],
    ['contactPhone', 'call me'],
    ['nextActionDate', '2026-13-45'],
    ['status', 'vip'],
    ['contactName', 'x'.repeat(201)],
  ])('refuses %s = %s with a message on that field', (field, value) => {
    const result = zPartnerForm.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
  it('a timeline entry needs who and a note', () => {
    const result = zActivityForm.safeParse({ kind: 'call', date: '2026-11-20', who: ' ', note: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['who', 'note']);
  });
});

describe('the timeline', () => {
  const list = [
    { id: '1', kind: 'call' as const, date: '2026-01-10', createdAt: new Date('2026-01-10T09:00:00Z') },
    { id: '2', kind: 'email' as const, date: '2026-03-02', createdAt: new Date('2026-03-02T09:00:00Z') },
    { id: '3', kind: 'email' as const, date: '2026-03-02', createdAt: new Date('2026-03-02T15:00:00Z') },
    { id: '4', kind: 'meeting' as const, date: '2025-12-31', createdAt: new Date('2025-12-31T09:00:00Z') },
  ];
  it('is newest first: by day, then the later written first', () => {
    expect(newestFirst(list).map((a) => a.id)).toEqual(['3', '2', '1', '4']);
  });
  it('counts each kind in a period, both days included', () => {
    expect(activityCounts(list, '2026-01-10', '2026-03-02')).toEqual({ call: 1, meeting: 0, email: 2 });
  });
  it('groups a period by month, months with nothing included', () => {
    expect(monthsOf({ from: '2025-12-15', to: '2026-03-01' })).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const months = activityByMonth(list, { from: '2026-01-01', to: '2026-03-31' });
    expect(months.map((m) => [m.month, m.counts.call, m.counts.email])).toEqual([
      ['2026-01', 1, 0],
      ['2026-02', 0, 0],
      ['2026-03', 0, 2],
    ]);
  });
  it('a next action is due on its day and after', () => {
    expect(isDue('2026-11-20', '2026-11-20')).toBe(true);
    expect(isDue('2026-11-21', '2026-11-20')).toBe(false);
    expect(isDue(null, '2026-11-20')).toBe(false);
  });
});

describe('periods and figures', () => {
  it('the default period is the twelve months up to today', () => {
    expect(lastYear('2026-11-20')).toEqual({ from: '2025-11-21', to: '2026-11-20' });
    expect(lastYear('2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
  it('a period from the address bar must be two days in order', () => {
    expect(parsePeriod('2026-01-01', '2026-06-30')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(parsePeriod('2026-06-30', '2026-01-01')).toBeNull();
    expect(parsePeriod('yesterday', '2026-01-01')).toBeNull();
    expect(parsePeriod(null, '2026-01-01')).toBeNull();
  });
  it('shows a day the British way', () => {
    expect(dayText('2026-03-07')).toBe('07/03/2026');
    expect(dayText(null)).toBe('');
  });
  it('hides counts of 1 to 4 as "fewer than 5" and never draws them; 0 and 5 show', () => {
    const lines = figureLines({
      workshopsRequested: 4,
      workshopsDelivered: 0,
      participants: 5,
      recordings: 1,
      listens: 1234,
      emailsSent: 12,
      averageFeedbackScore: 4.25,
    });
    expect(lines.map((l) => [l.key, l.shown, l.plotted])).toEqual([
      ['workshopsRequested', 'fewer than 5', null],
      ['workshopsDelivered', '0', 0],
      ['participants', '5', 5],
      ['recordings', 'fewer than 5', null],
      ['listens', '1,234', 1234],
      ['emailsSent', '12', 12],
      ['averageFeedbackScore', '4.3', 4.25],
    ]);
  });
  it('a score with no answers says so', () => {
    const lines = figureLines({
      workshopsRequested: 0,
      workshopsDelivered: 0,
      participants: 0,
      recordings: 0,
      listens: 0,
      emailsSent: 0,
      averageFeedbackScore: null,
    });
    expect(lines.at(-1)).toMatchObject({ shown: 'no answers yet', plotted: null });
  });
});
