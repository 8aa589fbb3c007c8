import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'no answer')).resolves.toBe(42);
  });
  it('fails in words when a read never answers, instead of loading for ever', async () => {
    vi.useFakeTimers();
    const never = new Promise<number>(() => {});
    const result = withTimeout(never, 30_000, 'The pins could not be loaded');
    vi.advanceTimersByTime(30_000);
    await expect(result).rejects.toThrow('The pins could not be loaded');
  });
  it('passes a failure through unchanged', async () => {
    await expect(withTimeout(Promise.reject(new Error('denied')), 1000, 'x')).rejects.toThrow('denied');
  });
});
