import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createPendingRegistry, trackMutations } from './pending-saves';

describe('createPendingRegistry', () => {
  it('counts saves until each ends and tells its listeners each time', () => {
    const registry = createPendingRegistry();
    const heard = vi.fn();
    registry.subscribe(heard);
    const endA = registry.start(200);
    const endB = registry.start(100);
    expect(registry.count()).toBe(2);
    expect(registry.oldestSince()).toBe(100);
    endB();
    expect(registry.oldestSince()).toBe(200);
    endA();
    expect(registry.count()).toBe(0);
    expect(registry.oldestSince()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(4);
  });
  it('ends a save once however often its end is called', () => {
    const registry = createPendingRegistry();
    const end = registry.start();
    registry.start();
    end();
    end();
    expect(registry.count()).toBe(1);
  });
});

describe('trackMutations', () => {
  it('counts a mutation while it is pending, whether it succeeds or fails', async () => {
    const cache = new MutationCache();
    const client = new QueryClient({ mutationCache: cache });
    const registry = createPendingRegistry();
    trackMutations(cache, registry);
    let finish: (v: string) => void = () => undefined;
    const run = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<string>((r) => (finish = r)) })
      .execute(undefined);
    await vi.waitFor(() => expect(registry.count()).toBe(1));
    finish('ok');
    await run;
    expect(registry.count()).toBe(0);

    const failing = cache.build(client, { mutationFn: () => Promise.reject(new Error('down')) });
    await failing.execute(undefined).catch(() => undefined);
    expect(registry.count()).toBe(0);
  });
});
