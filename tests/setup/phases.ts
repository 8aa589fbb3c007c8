/**
 * Times the steps of a global setup (starting emulators, seeding, building) so the timing reporter can say where
 * a run's time went before the first test. Global setups and reporters run in vitest's main process, but not
 * always through one module instance, so the record lives on globalThis.
 */
type Phases = Record<string, number>;
const store = globalThis as { __testSetupPhases?: Phases };

export async function phase<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    const phases = (store.__testSetupPhases ??= {});
    phases[name] = (phases[name] ?? 0) + (performance.now() - started);
  }
}

export function setupPhases(): Phases {
  return { ...store.__testSetupPhases };
}
