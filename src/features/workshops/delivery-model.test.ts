import { describe, expect, it } from 'vitest';
import { formatDate } from '../../kernel/dates';
import { awaitingFeedbackJob, feedbackRequestText } from './delivery-model';

describe('what a delivered workshop says of its feedback form', () => {
  const at = new Date('2026-11-20T15:00:00Z');
  it('nothing before delivery', () => {
    expect(feedbackRequestText({ status: 'scheduled' })).toBeNull();
    expect(feedbackRequestText({ status: 'cancelled' })).toBeNull();
  });
  it('nothing of the form for a workshop completed before this step existed, or long ago', () => {
    expect(feedbackRequestText({ status: 'completed' })).toBeNull();
    expect(awaitingFeedbackJob({ status: 'completed' })).toBe(false);
    const later = new Date(at.getTime() + 15 * 86_400_000);
    expect(feedbackRequestText({ status: 'completed', completedAt: at }, later)).toBeNull();
    expect(awaitingFeedbackJob({ status: 'completed', completedAt: at }, at)).toBe(true);
    expect(
      awaitingFeedbackJob(
        { status: 'completed', completedAt: at, feedbackRequest: { state: 'sent', sent: 1 } },
        at,
      ),
    ).toBe(false);
  });
  it('each state the job records, in words', () => {
    expect(feedbackRequestText({ status: 'completed', completedAt: at }, at)).toBe(
      'Sending the feedback form to the participants…',
    );
    expect(
      feedbackRequestText({ status: 'completed', feedbackRequest: { state: 'sent', sent: 3, at } }),
    ).toBe(`Feedback form sent to 3 participants on ${formatDate(at)}.`);
    expect(
      feedbackRequestText({ status: 'completed', feedbackRequest: { state: 'sent', sent: 1, at } }),
    ).toBe(`Feedback form sent to 1 participant on ${formatDate(at)}.`);
    expect(
      feedbackRequestText({ status: 'completed', feedbackRequest: { state: 'noForm', sent: 0 } }),
    ).toMatch(/^No feedback form is linked to this workshop/);
    expect(
      feedbackRequestText({ status: 'completed', feedbackRequest: { state: 'noParticipants', sent: 0 } }),
    ).toBe('No participant to send the feedback form to.');
    expect(
      feedbackRequestText({ status: 'completed', feedbackRequest: { state: 'failed', sent: 0 } }),
    ).toMatch(/could not be sent/);
  });
});
