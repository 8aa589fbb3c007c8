import * as firestore from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../lib/converter';
import { zWorkshop } from './model';
import { PUBLIC_WORKSHOP_FIELDS, publicWorkshopOf, zPublicWorkshop } from './public-workshop';

const stored = {
  title: 'High Street Then and Now',
  date: '2026-12-03',
  startTime: '10:00',
  endTime: '12:00',
  duration: 2,
  organisationId: 'demo-org',
  organisationName: 'Riverside Heritage School',
  status: 'confirmed',
  updatedAt: firestore.Timestamp.fromDate(new Date('2026-11-20T09:00:00Z')),
};

describe('a public workshop (zod/mini)', () => {
  it('parses as stored, with its date and the defaults of the fields it lacks', () => {
    expect(parseDocument(zPublicWorkshop, 'publicWorkshops/w1', stored)).toEqual({
      ...stored,
      address: '',
      description: '',
      updatedAt: new Date('2026-11-20T09:00:00Z'),
    });
    const { status: _, organisationId: __, ...older } = stored;
    expect(parseDocument(zPublicWorkshop, 'publicWorkshops/w1', older)).toMatchObject({
      status: 'scheduled',
      organisationId: '',
    });
  });

  it('refuses what the workshop schema refuses: a bad date or time, a 5-hour workshop, an unknown status', () => {
    for (const bad of [
      { date: '3 Dec' },
      { startTime: '10am' },
      { duration: 5 },
      { status: 'postponed' },
      { title: '' },
      { description: 'x'.repeat(5001) },
    ]) {
      expect(zPublicWorkshop.safeParse({ ...stored, ...bad }).success, JSON.stringify(bad)).toBe(false);
      expect(
        zWorkshop.safeParse({ ...stored, ...bad, leadContact: { name: 'L', email: 'l@x.test' } }).success,
      ).toBe(false);
    }
  });

  it('is the workshop’s public fields, the same list the public copy is written from', () => {
    expect(PUBLIC_WORKSHOP_FIELDS).toEqual([
      'title',
      'date',
      'startTime',
      'endTime',
      'address',
      'description',
      'organisationId',
      'organisationName',
      'duration',
      'status',
      'cancellationReason',
      'cancelledAt',
      'updatedAt',
    ]);
    for (const key of PUBLIC_WORKSHOP_FIELDS) expect(zWorkshop.shape).toHaveProperty(key);
    const workshop = zWorkshop.parse({
      ...stored,
      status: 'cancelled',
      cancellationReason: 'The hall flooded',
      cancelledAt: new Date(),
      updatedAt: new Date(),
      leadContact: { name: 'L', email: 'l@x.test', phone: '0123' },
      participantIds: ['p1'],
    });
    const copy = publicWorkshopOf(workshop);
    expect(Object.keys(copy).sort()).toEqual([...PUBLIC_WORKSHOP_FIELDS].sort());
    expect(copy).not.toHaveProperty('leadContact');
    expect(copy).not.toHaveProperty('participantIds');
    // The reason is written for the people affected, so the public copy carries it; the rules cap it at 2000.
    expect(copy.cancellationReason).toBe('The hall flooded');
    expect(zPublicWorkshop.safeParse({ ...stored, cancellationReason: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });
});
