import { adminFor } from '../../scripts/seed/admin';
import { e2eStack } from './e2e-stack';

/**
 * The Admin SDK on the e2e run's emulators, opened on first use: for checking what the browser wrote, and for
 * fixtures. Close it in afterAll.
 */
export function e2eAdmin() {
  let admin: ReturnType<typeof adminFor> | undefined;
  const open = () => (admin ??= adminFor(e2eStack()));
  return {
    db: () => open().db,
    /** Accounts for a test's own people (beyond the demo accounts). */
    auth: () => open().auth,
    close: () => admin?.close(),
  };
}
