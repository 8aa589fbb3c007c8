// @vitest-environment happy-dom
import { EARLY_READ, takeEarlyRead } from './early-read';

const slot = window as unknown as Record<string, unknown>;

describe('the read a page asked for from its HTML', () => {
  afterEach(() => {
    slot[EARLY_READ] = undefined;
  });

  it('is handed over once, for exactly the address asked for', async () => {
    const answer = new Response('{}');
    slot[EARLY_READ] = { url: 'https://x/doc?key=k', response: Promise.resolve(answer) };
    expect(takeEarlyRead('https://x/other?key=k')).toBeUndefined();
    expect(await takeEarlyRead('https://x/doc?key=k')).toBe(answer);
    expect(takeEarlyRead('https://x/doc?key=k')).toBeUndefined();
  });

  it('is nothing when the loader asked for nothing', () => {
    expect(takeEarlyRead('https://x/doc?key=k')).toBeUndefined();
  });
});
