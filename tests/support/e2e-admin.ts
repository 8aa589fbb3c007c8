import { inject } from 'vitest';
import { adminFor } from '../../scripts/seed/admin';

/**
 * The Admin SDK on the e2e run's emulators, opened on first use: for checking what the browser wrote, and for
 * fixtures. Close it in afterAll.
 */
export function e2eAdmin() {
  let admin: ReturnType<typeof adminFor> | undefined;
  return {
    db() {
      const e2e = inject('e2e');
      admin ??= adminFor(e2e);
      return admin.db;
    },
    close: () => admin?.close(),
  };
}
