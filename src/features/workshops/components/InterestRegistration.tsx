import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { outcomeOf } from '../../../components/mutation-outcome';
import { OutcomeNotice } from '../../../components/OutcomeNotice';
import type { InterestResponse } from '../model';
import type { PublicWorkshop } from '../public-workshop';
import { useShowInterest } from '../public-actions';

// The form (fields, validation, dialog) loads when the person opens it.
const InterestDialog = lazy(() => import('./InterestDialog').then((m) => ({ default: m.InterestDialog })));

/**
 * Registering a participant's interest in a workshop (the landing page of one workshop, the participant
 * dashboard): the dialog while a `workshop` is chosen and, once it is closed, what came of it. Its own module, so
 * the landing page most people open to read does not download the mutation, the e-mail request id or the form.
 */
export function InterestRegistration({
  workshop,
  initial,
  name,
  onClose,
  sx,
}: {
  /** The workshop whose dialog is open; null while none is. */
  workshop: (PublicWorkshop & { id: string }) | null;
  /** My earlier answer, when I am changing it. */
  initial?: InterestResponse;
  name: string;
  onClose: () => void;
  sx?: SxProps<Theme>;
}) {
  const interest = useShowInterest();
  return (
    <>
      <OutcomeNotice
        outcome={workshop ? null : outcomeOf(interest, () => 'Thanks — your interest was sent.')}
        onClose={() => interest.reset()}
        sx={sx}
      />
      {workshop && (
        <Suspense fallback={null}>
          <InterestDialog
            workshop={workshop}
            initial={initial}
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
