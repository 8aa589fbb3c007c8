import { describe, expect, it } from 'vitest';
import { decisionKind, decisionMessageId } from './decision-plan';

describe('join decision e-mails', () => {
  it('an approval and a decline each have their own e-mail; anything else has none', () => {
    expect(decisionKind('approved')).toBe('joinApproved');
    expect(decisionKind('declined')).toBe('joinDeclined');
    for (const other of ['pending', '', 'Approved', undefined, null, 1])
      expect(decisionKind(other)).toBeNull();
  });

  it('one message id per request, outcome and decision time, the same on every run', () => {
    const id = decisionMessageId('req1', 'approved', 1000);
    expect(id).toBe(decisionMessageId('req1', 'approved', 1000));
    expect(id).toMatch(/^join-[0-9a-f]{32}$/);
    expect(decisionMessageId('req2', 'approved', 1000)).not.toBe(id);
    expect(decisionMessageId('req1', 'declined', 1000)).not.toBe(id);
    // A re-filed request decided later is a new message, not the old one resumed.
    expect(decisionMessageId('req1', 'approved', 2000)).not.toBe(id);
  });
});
