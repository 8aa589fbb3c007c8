import { describe, expect, it } from 'vitest';
import {
  feedbackRequestDue,
  feedbackRequestMessageId,
  feedbackRequestVariables,
  formFor,
  participantAddresses,
} from './feedback-request-plan';

describe('when the feedback request is due', () => {
  it('only for a completed workshop not yet handled, or still waiting for a form', () => {
    expect(feedbackRequestDue({ status: 'completed' })).toBe(true);
    expect(feedbackRequestDue({ status: 'completed', feedbackRequest: { state: 'noForm' } })).toBe(true);
    expect(feedbackRequestDue({ status: 'scheduled' })).toBe(false);
    expect(feedbackRequestDue({ status: 'cancelled' })).toBe(false);
  });
  it('never again once sent, failed or with nobody to send to (so a toggled status sends nothing more)', () => {
    for (const state of ['sent', 'failed', 'noParticipants'])
      expect(feedbackRequestDue({ status: 'completed', feedbackRequest: { state } })).toBe(false);
  });
});

describe('the message id', () => {
  it('is the workshop’s own: the same for every run, different for another workshop', () => {
    expect(feedbackRequestMessageId('w1')).toBe(feedbackRequestMessageId('w1'));
    expect(feedbackRequestMessageId('w1')).not.toBe(feedbackRequestMessageId('w2'));
    expect(feedbackRequestMessageId('w1')).toMatch(/^wfeedback-[0-9a-f]{32}$/);
  });
});

describe('the form', () => {
  const at = (ms: number) => new Date(ms);
  it('is a published form linked to the workshop, the earliest made of several', () => {
    const forms = [
      { id: 'draft', status: 'draft', workshopId: 'w1', createdAt: at(1) },
      { id: 'other', status: 'published', workshopId: 'w2', createdAt: at(1) },
      { id: 'later', status: 'published', workshopId: 'w1', createdAt: at(5) },
      { id: 'first', status: 'published', workshopId: 'w1', createdAt: at(2) },
      { id: 'closed', status: 'closed', workshopId: 'w1', createdAt: at(0) },
    ];
    expect(formFor('w1', forms)?.id).toBe('first');
    expect(formFor('w3', forms)).toBeNull();
  });
});

describe('the participants', () => {
  it('interest (not those who cannot attend) and accounts, once each, normalised, valid addresses only', () => {
    const got = participantAddresses(
      [
        { email: ' Ana@Example.org ', canAttend: true },
        { email: 'bo@example.org', canAttend: false },
        { email: 'cy@example.org' },
        { email: 'not an address', canAttend: true },
        { email: 'a@b.org, c@d.org', canAttend: true },
      ],
      ['ana@example.org', 'di@example.org', undefined, 42],
    );
    expect(got).toEqual(['ana@example.org', 'cy@example.org', 'di@example.org']);
  });
  it('leaves out withheld (suppressed) addresses', () => {
    expect(
      participantAddresses([{ email: 'ana@example.org' }], ['di@example.org'], new Set(['di@example.org'])),
    ).toEqual(['ana@example.org']);
  });
});

describe('the variables', () => {
  it('name the workshop and link the public form page', () => {
    const v = feedbackRequestVariables(
      { title: 'Harbour walk', date: '2026-11-20', startTime: '10:00', endTime: '12:00' },
      { id: 'f 1', title: 'How was it?' },
      'https://app.example/',
    );
    expect(v).toMatchObject({
      workshopTitle: 'Harbour walk',
      workshopDate: '2026-11-20',
      formName: 'How was it?',
      formLink: 'https://app.example/feedback/f%201',
    });
  });
});
