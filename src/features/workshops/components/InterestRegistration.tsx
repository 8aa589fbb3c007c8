import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import type { PublicWorkshop } from '../public-workshop';
import { useShowInterest } from '../public-actions';

// The form (fields, validation, dialog) loads when the person opens it.
const InterestDialog = lazy(() => import('./InterestDialog').then((m) => ({ default: m.InterestDialog })));

/**
 * Registering interest in one workshop from its landing page: the dialog (while `open`) and, once it is closed,
 * what came of it. Its own module, loaded only where a signed-in person can register, so the landing page most
 * people open to read does not download the mutation, the e-mail request id or the form.
 */
export function InterestRegistration({
  workshop,
  name,
  open,
  onClose,
  sx,
}: {
  workshop: PublicWorkshop & { id: string };
  name: string;
  open: boolean;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  const interest = useShowInterest();
  return (
    <>
      <OutcomeNotice
        outcome={open ? null : outcomeOf(interest, () => 'Thanks — your interest was sent.')}
        onClose={() => interest.reset()}
        sx={sx}
      />
      {open && (
        <Suspense fallback={null}>
          <InterestDialog
            workshop={workshop}
            busy={interest.isPending}
            failure={interest.error}
            onClose={() => {
              interest.reset();
              onClose();
            }}
            onSubmit={(values) =>
              interest.mutate({ workshopId: workshop.id, interest: values, name }, { onSuccess: onClose })
            }
          />
        </Suspense>
      )}
    </>
  );
}
