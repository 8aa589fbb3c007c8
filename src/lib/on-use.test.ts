import { onUse } from './on-use';

describe('onUse', () => {
  it('loads the module on the first call only and passes arguments and results through', async () => {
    const load = vi.fn(async () => ({ add: async (a: number, b: number) => a + b }));
    const add = onUse(load, 'add');
    expect(load).not.toHaveBeenCalled();
    expect(await add(2, 3)).toBe(5);
    expect(await add(1, 1)).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed, and passes the function’s own rejection through', async () => {
    const load = vi
      .fn<() => Promise<{ go: () => Promise<string> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ go: () => Promise.reject(new Error('refused')) });
    const go = onUse(load, 'go');
    await expect(go()).rejects.toThrow('offline');
    await expect(go()).rejects.toThrow('refused');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
