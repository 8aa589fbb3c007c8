import { describe, expect, it } from 'vitest';
import { mergePage, nextStatuses, statusChange, type InboxItem, type RequestKind } from './model';

const item = (kind: RequestKind, id: string, minute: number): InboxItem => ({
  kind,
  id,
  createdAt: new Date(Date.UTC(2027, 0, 1, 0, minute)),
  status: 'new',
  statusHistory: [],
  version: 0,
  organisationId: '',
  organisationName: '',
  contactName: '',
});

describe('status steps', () => {
  it('new → in progress → the outcome or declined; nothing after an outcome', () => {
    expect(nextStatuses('booking', 'new')).toEqual(['inProgress', 'scheduled', 'declined']);
    expect(nextStatuses('inquiry', 'inProgress')).toEqual(['accepted', 'declined']);
    expect(nextStatuses('group', 'scheduled')).toEqual([]);
    expect(nextStatuses('inquiry', 'declined')).toEqual([]);
  });

  it('a step raises the version, adds who and when, and asks the server to reply to an outcome', () => {
    const at = new Date('2027-01-02T00:00:00Z');
    const first = statusChange(
      'booking',
      { status: 'new', version: 0, statusHistory: [] },
      'inProgress',
      'u1',
      at,
    );
    expect(first).toEqual({
      status: 'inProgress',
      statusHistory: [{ status: 'inProgress', by: 'u1', at }],
      version: 1,
      updatedBy: 'u1',
    });
    const declined = statusChange(
      'booking',
      { status: 'inProgress', version: 1, statusHistory: [{ status: 'inProgress', by: 'u1', at }] },
      'declined',
      'u2',
      at,
      { declineReason: 'Fully booked' },
    );
    expect(declined).toMatchObject({ version: 2, replyNotified: false, declineReason: 'Fully booked' });
    expect(declined.statusHistory).toHaveLength(2);
    expect(
      statusChange('inquiry', { status: 'new', version: 0, statusHistory: [] }, 'accepted', 'u1', at, {
        link: 'p1',
      }),
    ).toMatchObject({ projectId: 'p1', replyNotified: false });
    expect(() =>
      statusChange('booking', { status: 'declined', version: 3, statusHistory: [] }, 'inProgress', 'u1', at),
    ).toThrow();
  });
});

describe('merging three streams into pages', () => {
  it('shows only what no fuller stream could precede, and goes on from there without gaps or repeats', () => {
    // Bookings at minutes 50, 40, 30, 20; groups at 45, 5; inquiries at 35. Two read per stream.
    const all = {
      booking: [
        item('booking', 'b1', 50),
        item('booking', 'b2', 40),
        item('booking', 'b3', 30),
        item('booking', 'b4', 20),
      ],
      group: [item('group', 'g1', 45), item('group', 'g2', 5)],
      inquiry: [item('inquiry', 'i1', 35)],
    };
    const first = mergePage(
      { booking: all.booking.slice(0, 2), group: all.group.slice(0, 2), inquiry: all.inquiry },
      2,
      'desc',
      {},
    );
    // The bookings stream is full at minute 40, so the group at minute 5 must wait.
    expect(first.items.map((i) => i.id)).toEqual(['b1', 'g1', 'b2']);
    expect(first.more).toBe(true);
    const second = mergePage(
      { booking: all.booking.slice(2, 4), group: all.group.slice(1), inquiry: all.inquiry },
      2,
      'desc',
      first.cursors,
    );
    expect(second.items.map((i) => i.id)).toEqual(['i1', 'b3', 'b4']);
    expect(second.cursors.inquiry!.done).toBe(true);
    const third = mergePage({ booking: [], group: all.group.slice(1) }, 2, 'desc', second.cursors);
    expect(third.items.map((i) => i.id)).toEqual(['g2']);
    expect(third.more).toBe(false);
  });
});
