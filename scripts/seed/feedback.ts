import type { Firestore } from 'firebase-admin/firestore';
import {
  answersSchema,
  responseContent,
  type FeedbackField,
  type FeedbackFieldType,
  type FormValues,
} from '../../src/features/feedback/model';
import { blankField, formDocument, type FormDraft } from '../../src/features/feedback/builder';
import { DEMO_ACCOUNTS, DEMO_ORG_ID } from './accounts';
import { DEMO_WORKSHOP_TO_DELIVER } from './workshops';

/**
 * Feedback forms of the demo organisation: a published post-workshop form about the past demo workshop with a
 * few dozen responses (built as the public form builds them: the form's own schema turns answers into the stored
 * response), and a closed form. Responses are seeded as already notified, so starting the stack e-mails no one.
 */
export const DEMO_FORMS = {
  postWorkshop: 'demo-form-post-workshop',
  closed: 'demo-form-closed',
  /** Linked to the past workshop not yet marked delivered: marking it sends this form. */
  toDeliver: 'demo-form-to-deliver',
} as const;
export const DEMO_RESPONSE_COUNT = 36;

const field = (
  type: FeedbackFieldType,
  key: string,
  label: string,
  over: Partial<FeedbackField> = {},
): FeedbackField => ({
  ...blankField(type),
  key,
  label,
  ...over,
});

/** A draft with one question of every type, as the browser test builds one (the rules test uses it too). */
export function everyTypeDraft(title = 'After the workshop'): FormDraft {
  return {
    title,
    introduction: 'Thank you for coming! Tell us how it went: it takes two minutes.',
    workshopId: '',
    projectId: '',
    fields: [
      field('shortText', 'name', 'Your first name'),
      field('email', 'email', 'Your e-mail', {
        help: 'Only if you would like to hear about the next workshop',
      }),
      field('rating', 'overall', 'How was the workshop overall?', { required: true }),
      field('recommendation', 'recommend', 'How likely are you to recommend it to a friend?', {
        required: true,
      }),
      field('singleChoice', 'part', 'Which part did you like best?', {
        options: ['Recording stories', 'The walk', 'Listening back'],
      }),
      field('multipleChoice', 'heard', 'How did you hear about it?', {
        options: ['School', 'Poster', 'A friend', 'Social media'],
      }),
      field('yesNo', 'again', 'Would you come again?'),
      field('number', 'age', 'Your age'),
      field('date', 'visit', 'When did you first visit the high street?'),
      field('longText', 'comments', 'Anything else you would like to tell us?'),
      field('consent', 'consent', 'I agree that my answers may be quoted anonymously', { required: true }),
    ],
  };
}

const pick = <T>(list: readonly T[], i: number, salt: number) =>
  list[(i * 7 + salt * 13 + (i % 5)) % list.length]!;
const COMMENTS = [
  'Loved hearing my gran’s story on the map.',
  'The walk was a bit long for the little ones.',
  'More time for recording, please!',
  'Brilliant facilitators, very patient.',
  '',
];

/** The i-th demo respondent's answers, as the public form's inputs hold them. */
function demoValues(i: number): FormValues {
  const recommend = [10, 9, 9, 8, 10, 7, 6, 9, 10, 4, 8, 9][i % 12]!;
  return {
    name: pick(['Sam', 'Priya', 'Tom', 'Aisha', 'Leo', 'Maya', ''], i, 1),
    email: i % 3 === 0 ? `respondent${i + 1}@example.test` : '',
    overall: [5, 4, 5, 3, 4, 5, 2, 4][i % 8]!,
    recommend,
    part: pick(['Recording stories', 'The walk', 'Listening back', ''], i, 2),
    heard:
      i % 4 === 0 ? ['School', 'A friend'] : [pick(['School', 'Poster', 'A friend', 'Social media'], i, 3)],
    again: pick(['yes', 'yes', 'no', ''], i, 4),
    age: i % 2 === 0 ? String(9 + (i % 60)) : '',
    visit: i % 5 === 0 ? `19${60 + (i % 30)}-0${1 + (i % 9)}-15` : '',
    comments: pick(COMMENTS, i, 5),
    consent: true,
  };
}

export async function seedFeedback(db: Firestore, now: Date): Promise<void> {
  const owner = DEMO_ACCOUNTS.organisationAdmin.uid;
  const DAY = 24 * 3600 * 1000;
  const opened = new Date(now.getTime() - 9 * DAY);
  const postDraft = {
    ...everyTypeDraft('High Street Then and Now: your feedback'),
    workshopId: 'demo-ws-past',
  };
  const post = formDocument(postDraft, {
    organisationId: DEMO_ORG_ID,
    ownerId: owner,
    status: 'published',
    at: opened,
  });
  const closedDraft: FormDraft = {
    title: 'Spring walk: quick poll',
    introduction: 'Which date suits you for the spring walk?',
    workshopId: '',
    projectId: '',
    fields: [
      field('singleChoice', 'date', 'Preferred date', { required: true, options: ['12 April', '19 April'] }),
    ],
  };
  const closed = formDocument(closedDraft, {
    organisationId: DEMO_ORG_ID,
    ownerId: owner,
    status: 'closed',
    at: new Date(now.getTime() - 60 * DAY),
  });

  const schema = answersSchema(post.fields);
  const postRef = db.doc(`feedbackForms/${DEMO_FORMS.postWorkshop}`);
  // Re-seeding puts the same responses back, and removes any sent while trying the demo.
  const old = await postRef.collection('responses').get();
  const batch = db.batch();
  old.docs.forEach((d) => batch.delete(d.ref));
  batch.set(postRef, post);
  batch.set(db.doc(`feedbackForms/${DEMO_FORMS.closed}`), closed);
  batch.set(
    db.doc(`feedbackForms/${DEMO_FORMS.toDeliver}`),
    formDocument(
      { ...everyTypeDraft('Stories of the Old Bridge: your feedback'), workshopId: DEMO_WORKSHOP_TO_DELIVER },
      { organisationId: DEMO_ORG_ID, ownerId: owner, status: 'published', at: opened },
    ),
  );
  for (let i = 0; i < DEMO_RESPONSE_COUNT; i += 1) {
    const answers = schema.parse(demoValues(i));
    const submittedAt = new Date(
      opened.getTime() + (i / DEMO_RESPONSE_COUNT) * 8 * DAY + (i % 7) * 3600 * 1000,
    );
    batch.set(postRef.collection('responses').doc(`demo-response-${String(i + 1).padStart(2, '0')}`), {
      ...responseContent(post, answers),
      submittedAt,
      notified: true,
    });
  }
  batch.delete(postRef.collection('limits').doc('rate'));
  await batch.commit();
}
