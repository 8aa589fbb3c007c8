import { describe, expect, it } from 'vitest';
import { MAX_LISTED, noticeDue, noticeMessageId, noticeVariables } from './notice-plan';

const fields = [
  { key: 'name', label: 'Name', type: 'shortText' },
  { key: 'again', label: 'Again?', type: 'yesNo' },
  { key: 'heard', label: 'Heard', type: 'multipleChoice' },
];
const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 10, m));

describe('form submission notices', () => {
  it('the first response after a quiet spell goes at once; later ones wait for the window', () => {
    expect(noticeDue(null, at(0))).toBe(true);
    expect(noticeDue(at(0), at(4), 5 * 60_000)).toBe(false);
    expect(noticeDue(at(0), at(5), 5 * 60_000)).toBe(true);
  });
  it('one id per form and set of responses, whatever their order', () => {
    expect(noticeMessageId('f', ['b', 'a'])).toBe(noticeMessageId('f', ['a', 'b']));
    expect(noticeMessageId('f', ['a'])).not.toBe(noticeMessageId('f', ['a', 'b']));
    expect(noticeMessageId('g', ['a'])).not.toBe(noticeMessageId('f', ['a']));
  });
  it('a single response lists its answers', () => {
    const v = noticeVariables({ title: 'After', fields }, [
      { id: 'r1', submittedAt: at(1), answers: { name: 'Sam', again: false, heard: ['School', 'Poster'] } },
    ]);
    expect(v).toEqual({
      formName: 'After',
      answers: 'Name: Sam\nAgain?: No\nHeard: School; Poster',
      responseCount: '1',
    });
  });
  it('a digest lists each response, oldest first, and says how many more there are', () => {
    const many = Array.from({ length: MAX_LISTED + 2 }, (_, i) => ({
      id: `r${i}`,
      submittedAt: at(30 - i),
      answers: { name: `P${i}` },
    }));
    const v = noticeVariables({ title: 'After', fields }, many);
    expect(v.responseCount).toBe(String(MAX_LISTED + 2));
    expect(v.answers!.startsWith(`${MAX_LISTED + 2} new responses:`)).toBe(true);
    // Oldest first: P21 (the oldest) leads; the two newest (P0, P1) are left to the results.
    expect(v.answers!.indexOf(`Name: P${MAX_LISTED + 1}`)).toBeLessThan(v.answers!.indexOf('Name: P2\n'));
    expect(v.answers).not.toMatch(/Name: P[01]$/m);
    expect(v.answers).toContain('…and 2 more');
  });
});
