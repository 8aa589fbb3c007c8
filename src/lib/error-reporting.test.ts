import { eventLimiter, MAX_BREADCRUMBS, MAX_EVENTS_PER_SESSION } from './error-reporting';

describe('error reporting limits', () => {
  it('are 25 breadcrumbs and 10 events per session', () => {
    expect(MAX_BREADCRUMBS).toBe(25);
    expect(MAX_EVENTS_PER_SESSION).toBe(10);
  });
  it('lets through at most the limit and drops the rest', () => {
    const limit = eventLimiter<{ n: number }>(10);
    const sent = Array.from({ length: 15 }, (_, n) => limit({ n })).filter(Boolean);
    expect(sent).toHaveLength(10);
    expect(sent.at(-1)).toEqual({ n: 9 });
  });
});
