import type { Firestore } from 'firebase-admin/firestore';
import type { Budget } from '../../src/features/projects/budget';
import type { FormField } from '../../src/features/projects/form-definition';
import { DEMO_PRIVATE_PROJECT } from './membership';

const HIGH_STREET = 'demo-project-high-street';

/** A workshop season for the harbour project: two facilitators, materials, travel and hall hire. */
const harbourBudget: Budget = {
  facilitatorRatePence: 3250,
  facilitatorHundredthHours: 1200,
  facilitators: 2,
  materialsPence: 8599,
  otherLines: [
    { label: 'Travel', amountPence: 4260 },
    { label: 'Community hall hire', amountPence: 12000 },
  ],
  notes: 'Four 3-hour sessions with Year 5.',
};

const highStreetForm: FormField[] = [
  {
    key: 'decade',
    label: 'Which decade is your memory from?',
    type: 'select',
    required: true,
    options: ['1950s', '1960s', '1970s', '1980s', '1990s or later'],
  },
  { key: 'shop', label: 'Which shop or building is it about?', type: 'text', required: false },
  { key: 'memory', label: 'Anything else we should know?', type: 'textarea', required: false },
  {
    key: 'consent',
    label: 'I agree that my story may be played in the app',
    type: 'checkbox',
    required: true,
  },
];

const harbourForm: FormField[] = [
  { key: 'vessel', label: 'Boat or ship in the story', type: 'text', required: false },
  {
    key: 'consent',
    label: 'I agree that my story may be played in the app',
    type: 'checkbox',
    required: true,
  },
];

/**
 * Demo budget and recording forms on the two demo projects. Runs after the content seed and merges only the
 * `budget` and `formFields` fields, so it never disturbs what that seed owns; running it again changes nothing.
 */
export async function seedProjectExtras(db: Firestore): Promise<void> {
  const batch = db.batch();
  batch.set(
    db.doc(`Projects/${DEMO_PRIVATE_PROJECT}`),
    { budget: harbourBudget, formFields: harbourForm },
    { merge: true },
  );
  batch.set(db.doc(`Projects/${HIGH_STREET}`), { formFields: highStreetForm }, { merge: true });
  await batch.commit();
}
