import { chunk } from './chunk';

describe('chunk', () => {
  it('splits into batches of at most the size, the last one shorter', () => {
    const ids = Array.from({ length: 901 }, (_, i) => i);
    expect(chunk(ids, 450).map((c) => c.length)).toEqual([450, 450, 1]);
    expect(chunk(ids, 450).flat()).toEqual(ids);
    expect(chunk([], 450)).toEqual([]);
  });
  it('refuses a size below one, which would never end', () => {
    expect(() => chunk([1], 0)).toThrow();
  });
});
