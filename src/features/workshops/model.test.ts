import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  facilitatorLists,
  filterDirectory,
  timeProblem,
  TIME_BANDS,
  URGENCY,
  withFacilitators,
  zBookingRequest,
  zGroupWorkshopRequest,
  zWorkshop,
} from './model';

const today = '2026-11-22';
const w = (
  over: Partial<{
    status: 'scheduled' | 'cancelled' | 'completed' | 'requested' | 'confirmed';
    date: string;
    facilitatorIds: string[];
  }> = {},
) => ({
  status: 'scheduled' as const,
  date: '2026-12-01',
  facilitatorIds: ['f1'],
  ...over,
});

describe('business constants', () => {
  it('time bands and urgency', () => {
    expect(TIME_BANDS.map((b) => `${b.label} ${b.hours}`)).toEqual([
      'Early Morning 6AM-9AM',
      'Morning 9AM-12PM',
      'Afternoon 12PM-5PM',
      'Evening 5PM-9PM',
      'Night 9PM-12AM',
    ]);
    expect(URGENCY).toEqual({ low: 'Flexible', medium: 'Within 2-4 weeks', high: 'Within 1-2 weeks' });
  });
  it('duration is 2, 3 or 4 hours', () => {
    const base = {
      title: 't',
      date: today,
      startTime: '10:00',
      endTime: '12:00',
      leadContact: { name: 'L', email: 'l@x.test' },
    };
    expect(zWorkshop.safeParse({ ...base, duration: 3 }).success).toBe(true);
    expect(zWorkshop.safeParse({ ...base, duration: 5 }).success).toBe(false);
    expect(zWorkshop.safeParse({ ...base, duration: 1 }).success).toBe(false);
  });
});

describe('allowedActions', () => {
  it('super admin manages open upcoming workshops', () => {
    expect(allowedActions('superAdmin', w(), 's', today)).toEqual([
      'view',
      'edit',
      'offer',
      'assign',
      'cancel',
      'sendUpdate',
    ]);
    expect(allowedActions('superAdmin', w({ date: '2026-11-01' }), 's', today)).toEqual(['view', 'complete']);
  });
  it('a super admin may mark a workshop delivered on its day as well as after, never before', () => {
    expect(allowedActions('superAdmin', w({ date: today }), 's', today)).toContain('complete');
    expect(allowedActions('superAdmin', w({ date: today }), 's', today)).toContain('edit');
    expect(allowedActions('superAdmin', w(), 's', today)).not.toContain('complete');
    expect(allowedActions('facilitator', w({ date: today }), 'f1', today)).not.toContain('complete');
  });
  it('only an assigned facilitator may respond or send updates', () => {
    expect(allowedActions('facilitator', w(), 'f1', today)).toEqual(['view', 'respond', 'sendUpdate']);
    expect(allowedActions('facilitator', w(), 'f2', today)).toEqual(['view']);
  });
  it('participants may show interest; the public may only view', () => {
    expect(allowedActions('participant', w(), 'p', today)).toEqual(['view', 'showInterest']);
    expect(allowedActions('participant', w(), null, today)).toEqual(['view']);
    expect(allowedActions('public', w(), null, today)).toEqual(['view']);
  });
  it('nothing but viewing once cancelled, completed or past', () => {
    for (const actor of ['superAdmin', 'facilitator', 'participant'] as const) {
      expect(allowedActions(actor, w({ status: 'cancelled' }), 'f1', today)).toEqual(['view']);
      expect(allowedActions(actor, w({ status: 'completed' }), 'f1', today)).toEqual(['view']);
    }
    expect(allowedActions('facilitator', w({ date: '2026-11-21' }), 'f1', today)).toEqual(['view']);
    expect(allowedActions('facilitator', w({ date: today }), 'f1', today)).toContain('respond'); // today is not past
  });
});

describe('facilitatorLists', () => {
  it('sorts my workshops into requiring response, assigned, my responses and past', () => {
    const lists = facilitatorLists(
      [
        { id: 'new', ...w(), responses: {} },
        { id: 'answered', ...w(), responses: { f1: 'available' } },
        { id: 'old', ...w({ date: '2026-01-01' }), responses: {} },
        { id: 'cancelled', ...w({ status: 'cancelled' }), responses: {} },
        { id: 'delivered', ...w({ status: 'completed', date: '2026-11-01' }), responses: {} },
        { id: 'notMine', ...w({ facilitatorIds: ['f2'] }), responses: {} },
        { id: 'notMineCancelled', ...w({ facilitatorIds: ['f2'], status: 'cancelled' }), responses: {} },
      ],
      'f1',
      today,
    );
    expect(lists).toEqual({
      requiringResponse: ['new'],
      assigned: ['new', 'answered'],
      myResponses: ['answered'],
      // A cancelled workshop whose day is still to come stays in view (with its reason), latest first.
      past: ['cancelled', 'delivered', 'old'],
    });
  });
});

describe('helpers', () => {
  it('withFacilitators keeps one entry per person and ids in step', () => {
    const r = withFacilitators([
      { userId: 'a', name: 'A', email: '', type: 'primary' },
      { userId: 'b', name: 'B', email: '', type: 'recording' },
      { userId: 'a', name: 'A', email: '', type: 'recording' },
    ]);
    expect(r.facilitatorIds).toEqual(['a', 'b']);
    expect(r.facilitators[0]!.type).toBe('recording');
  });
  it('timeProblem checks order and duration', () => {
    expect(timeProblem({ startTime: '10:00', endTime: '13:00', duration: 3 })).toBeNull();
    expect(timeProblem({ startTime: '10:00', endTime: '09:00', duration: 2 })).toBe(
      'End time must be after start time',
    );
    expect(timeProblem({ startTime: '10:00', endTime: '12:00', duration: 4 })).toMatch(/4 hours after/);
  });
  it('filterDirectory keeps upcoming open workshops matching the query, by date', () => {
    const list = [
      {
        title: 'B harbour',
        organisationName: 'X',
        address: '',
        date: '2026-12-02',
        status: 'scheduled' as const,
      },
      {
        title: 'A',
        organisationName: 'Harbour org',
        address: '',
        date: '2026-12-01',
        status: 'scheduled' as const,
      },
      {
        title: 'C harbour',
        organisationName: '',
        address: '',
        date: '2026-01-01',
        status: 'scheduled' as const,
      },
      {
        title: 'D harbour',
        organisationName: '',
        address: '',
        date: '2026-12-09',
        status: 'cancelled' as const,
      },
    ];
    expect(filterDirectory(list, 'HARBOUR', today).map((x) => x.title)).toEqual(['A', 'B harbour']);
  });
});

describe('request forms', () => {
  it('booking request needs every required field with clear messages', () => {
    const r = zBookingRequest.safeParse({
      organisationName: ' ',
      organisationType: '',
      participantCount: 0,
      duration: 5,
      preferredDates: [],
      contactName: '',
      contactEmail: 'nope',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Organisation name is required',
        'Add at least one preferred date',
        'Enter a valid e-mail address',
        'At least 1 participant',
      ]),
    );
  });
  it('group request accepts availability per weekday and band', () => {
    const r = zGroupWorkshopRequest.safeParse({
      groupName: 'G',
      groupSize: 5,
      urgency: 'high',
      contactMethod: 'phone',
      contactName: 'Gus',
      contact: '01632 960001',
      availability: { monday: { night: 'tentative' } },
    });
    expect(r.success).toBe(true);
    expect(
      zGroupWorkshopRequest.safeParse({
        groupName: 'G',
        groupSize: 5,
        urgency: 'urgent',
        contactMethod: 'phone',
        contactName: 'Gus',
        contact: '01632 960001',
      }).success,
    ).toBe(false);
  });
});
