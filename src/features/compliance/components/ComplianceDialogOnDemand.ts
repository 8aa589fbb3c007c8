import { lazy } from 'react';

// The form (react-hook-form, zod) loads when an admin records a check, not with every members list.
export const ComplianceDialog = lazy(() =>
  import('./ComplianceDialog').then((m) => ({ default: m.ComplianceDialog })),
);
