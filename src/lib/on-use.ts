/**
 * A function of a module that is loaded the first time the function is called: an area's writes (and the
 * streaming Firestore SDK they bring) stay out of the first load of the screens that only read. Same signature
 * as the module's own function. A load that failed (offline) is tried again on the next call.
 */
export function onUse<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never {
  let loading: Promise<M> | undefined;
  const call = async (...args: unknown[]) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const fn = (await loading)[name] as unknown as (...a: unknown[]) => Promise<unknown>;
    return fn(...args);
  };
  return call as never;
}
