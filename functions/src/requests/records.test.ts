import { describe, expect, it } from 'vitest';
import { contactKeyOf, likelyDuplicate, newRequestRecord, organisationKeyOf } from './records';
import { replyAddress, replyKind, replyMessageId, receivedVariables } from './reply-plan';

const now = new Date('2027-03-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('request records', () => {
  it('a new request starts new, at version 0, with who filed it in its history', () => {
    const r = newRequestRecord({
      kind: 'booking',
      request: { organisationName: 'Mill School', contactEmail: ' Ann@Example.test ' },
      organisationId: '',
      filer: { uid: 'u1', source: 'account' },
      now,
    });
    expect(r).toMatchObject({
      status: 'new',
      version: 0,
      contactKey: 'ann@example.test',
      organisationKey: 'name:mill school',
      createdBy: 'u1',
      statusHistory: [{ status: 'new', by: 'u1', at: now }],
    });
    expect(r).not.toHaveProperty('likelyDuplicateOf');
  });

  it('a group that gave a phone number has no contact address to compare or answer', () => {
    expect(contactKeyOf('group', { contactMethod: 'phone', contact: '0123' })).toBe('');
    expect(replyAddress('group', { contactMethod: 'phone', contact: '0123' })).toBeNull();
    expect(replyAddress('group', { contactMethod: 'email', contact: 'G@x.test' })).toBe('g@x.test');
  });

  it('the organisation a request is about: its id when filed for one, else the typed name', () => {
    expect(organisationKeyOf('booking', { organisationName: 'X' }, 'org1')).toBe('id:org1');
    expect(organisationKeyOf('inquiry', { organisationName: '  Mill   School ' }, '')).toBe(
      'name:mill school',
    );
  });

  it('flags the latest earlier request about the same organisation within a day, and nothing else', () => {
    const earlier = [
      { id: 'old', organisationKey: 'id:org1', createdAt: hoursAgo(30) },
      { id: 'other-org', organisationKey: 'id:org2', createdAt: hoursAgo(1) },
      { id: 'first', organisationKey: 'id:org1', createdAt: hoursAgo(5) },
      { id: 'second', organisationKey: 'id:org1', createdAt: hoursAgo(2) },
    ];
    expect(likelyDuplicate(earlier, 'id:org1', now)).toBe('second');
    expect(likelyDuplicate(earlier, 'id:org3', now)).toBeNull();
    expect(likelyDuplicate(earlier.slice(0, 1), 'id:org1', now)).toBeNull();
  });
});

describe('reply plan', () => {
  it('an outcome has its kind; new and in progress send nothing', () => {
    expect(replyKind('booking', 'scheduled')).toBe('workshopRequestScheduled');
    expect(replyKind('group', 'declined')).toBe('workshopRequestDeclined');
    expect(replyKind('inquiry', 'accepted')).toBe('projectInquiryAccepted');
    expect(replyKind('inquiry', 'scheduled')).toBeNull();
    expect(replyKind('booking', 'inProgress')).toBeNull();
    expect(replyKind('booking', 'new')).toBeNull();
  });

  it('each status change is its own message; the same change again is the same message', () => {
    const a = replyMessageId('booking', 'r1', 'declined', 2);
    expect(replyMessageId('booking', 'r1', 'declined', 2)).toBe(a);
    expect(replyMessageId('booking', 'r1', 'declined', 3)).not.toBe(a);
    expect(replyMessageId('group', 'r1', 'declined', 2)).not.toBe(a);
  });

  it('the acknowledgement carries nothing the requester typed', () => {
    expect(receivedVariables('booking', 'abcdefghijk')).toEqual({
      requestKind: 'booking request',
      reference: 'abcdefgh',
    });
    expect(receivedVariables('inquiry', 'abcdefghijk')).toEqual({ reference: 'abcdefgh' });
  });
});
