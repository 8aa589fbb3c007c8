import { describe, expect, it } from 'vitest';
import { everyTypeDraft } from '../../../scripts/seed/feedback';
import { answerText } from '@storytelling/shared/feedback-answers';
import { answersSchema, responseContent, type FeedbackField, type FormValues } from './model';
import { blankField, duplicateDraft, formContent, zFormDraft } from './builder';
import { recommendationScore, responsesCsv, summarise, withinDays } from './results';

const fields = formContent(everyTypeDraft()).fields;
const schema = answersSchema(fields);
const filled: FormValues = {
  name: '  Sam ',
  email: 'sam@example.test',
  overall: 4,
  recommend: 10,
  part: 'The walk',
  heard: ['Poster', 'School'],
  again: 'no',
  age: '11,5',
  visit: '1990-05-01',
  comments: '',
  consent: true,
};
const errorsOf = (values: FormValues) => {
  const r = schema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the public form’s schema, built from the definition', () => {
  it('turns the inputs into stored answers: trimmed, typed, choices in the form’s order, empty ones left out', () => {
    expect(schema.parse(filled)).toEqual({
      name: 'Sam',
      email: 'sam@example.test',
      overall: 4,
      recommend: 10,
      part: 'The walk',
      heard: ['School', 'Poster'],
      again: false,
      age: 11.5,
      visit: '1990-05-01',
      consent: true,
    });
  });
  it('says what is missing beside each required question', () => {
    const errors = errorsOf({ ...filled, overall: null, recommend: null, consent: false });
    expect(errors).toEqual({
      overall: 'Choose a score',
      recommend: 'Choose a score',
      consent: 'Tick the box to go on',
    });
  });
  it('refuses what does not fit: a bad address, a word for a number, a score out of range, a foreign choice', () => {
    const errors = errorsOf({
      ...filled,
      email: 'sam@',
      age: 'eleven',
      overall: 7,
      part: 'Elsewhere',
      visit: '1 May',
    });
    expect(errors.email).toMatch(/e-mail address/);
    expect(errors.age).toBe('Enter a number');
    expect(errors.overall).toBe('Choose a score from 1 to 5');
    expect(errors.part).toBe('Choose one of the options');
    expect(errors.visit).toBe('Enter a date');
  });
  it('holds text to its size', () => {
    expect(errorsOf({ ...filled, name: 'x'.repeat(301) }).name).toBe('Keep it under 300 characters');
    expect(errorsOf({ ...filled, comments: 'x'.repeat(5001) }).comments).toBe(
      'Keep it under 5000 characters',
    );
  });
  it('the response carries the first e-mail answer as respondentEmail, and nothing when it was left empty', () => {
    const form = { organisationId: 'org1', respondentEmailKey: 'email' };
    expect(responseContent(form, schema.parse(filled))).toMatchObject({
      respondentEmail: 'sam@example.test',
      notified: false,
    });
    expect(responseContent(form, schema.parse({ ...filled, email: '' }))).not.toHaveProperty(
      'respondentEmail',
    );
  });
});

describe('the builder', () => {
  it('gives keys from labels once, keeps given keys, finds the first e-mail question', () => {
    const content = formContent({
      title: ' Poll ',
      introduction: '',
      workshopId: '',
      projectId: '',
      fields: [
        { ...blankField('email'), label: 'Contact e-mail' },
        { ...blankField('shortText'), key: 'kept', label: 'Renamed question' },
        { ...blankField('singleChoice'), label: 'Pick', options: [' A ', '', 'B'] },
      ],
    });
    expect(content.fieldKeys).toEqual(['contact_e_mail', 'kept', 'pick']);
    expect(content.respondentEmailKey).toBe('contact_e_mail');
    expect(content.fields[2]!.options).toEqual(['A', 'B']);
    expect(content.title).toBe('Poll');
  });
  it('asks for a title, a question and two distinct choices', () => {
    const r = zFormDraft.safeParse({
      title: '',
      introduction: '',
      workshopId: '',
      projectId: '',
      fields: [{ ...blankField('multipleChoice'), label: '', options: ['Same', 'same'] }],
    });
    const messages = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'title: Give the form a title',
      'fields.0.label: Write the question',
      'fields.0.options: Each choice once',
    ]);
  });
  it('a duplicate is a copy with the same questions', () => {
    const copy = duplicateDraft({ ...everyTypeDraft(), fields });
    expect(copy.title).toBe('Copy of After the workshop');
    expect(copy.fields.map((f) => f.key)).toEqual(fields.map((f) => f.key));
  });
});

describe('results', () => {
  const answers = (values: Partial<FormValues>[]) =>
    values.map((v) => ({ answers: schema.parse({ ...filled, ...v }) }));

  it('the recommendation score is % promoters minus % detractors', () => {
    expect(recommendationScore([10, 9, 8, 7, 6, 0])).toEqual({
      promoters: 2,
      passives: 2,
      detractors: 2,
      score: 0,
    });
    expect(recommendationScore([10, 10, 10, 3])).toMatchObject({ score: 50 });
    expect(recommendationScore([1, 2, 9])).toMatchObject({ score: -33 });
    expect(recommendationScore([]).score).toBeNull();
  });
  it('ratings: average and distribution; choices counted; text answers listed', () => {
    const s = summarise(
      fields,
      answers([{ overall: 5, heard: ['School'] }, { overall: 4 }, { overall: 2, comments: 'Too short' }]),
    );
    const by = Object.fromEntries(s.map((q) => [q.field.key, q]));
    expect(by.overall).toMatchObject({ kind: 'rating', answered: 3, average: 3.67 });
    expect(by.overall?.kind === 'rating' && by.overall.distribution.map((d) => d.count)).toEqual([
      0, 1, 0, 1, 1,
    ]);
    expect(by.heard).toMatchObject({
      kind: 'choices',
      distribution: [
        { label: 'School', count: 3 },
        { label: 'Poster', count: 2 },
        { label: 'A friend', count: 0 },
        { label: 'Social media', count: 0 },
      ],
    });
    expect(by.again).toMatchObject({
      distribution: [
        { label: 'Yes', count: 0 },
        { label: 'No', count: 3 },
      ],
    });
    expect(by.comments).toMatchObject({ kind: 'text', answered: 1, answers: ['Too short'] });
    expect(by.recommend).toMatchObject({ kind: 'recommendation', promoters: 3, score: 100 });
    expect(by.age).toMatchObject({ kind: 'number', average: 11.5, min: 11.5, max: 11.5 });
  });
  it('filters by local days, both ends included', () => {
    const r = (iso: string) => ({ submittedAt: new Date(iso) });
    const list = [r('2026-11-01T09:00:00'), r('2026-11-02T23:59:00'), r('2026-11-03T00:00:00')];
    expect(withinDays(list, '2026-11-02', '2026-11-02')).toEqual([list[1]]);
    expect(withinDays(list, '', '2026-11-02')).toHaveLength(2);
    expect(withinDays(list, '2026-11-02', '')).toHaveLength(2);
  });
  it('exports CSV: a header of questions, oldest first, quoting, and no spreadsheet formulas', () => {
    const two: FeedbackField[] = [
      { ...blankField('shortText'), key: 'a', label: 'Name, full' },
      { ...blankField('multipleChoice'), key: 'b', label: 'Heard', options: ['X', 'Y'] },
    ];
    const csv = responsesCsv(two, [
      { submittedAt: new Date('2026-11-02T10:00:00Z'), answers: { a: '=HYPERLINK("x")', b: ['X', 'Y'] } },
      { submittedAt: new Date('2026-11-01T10:00:00Z'), answers: { a: 'Sam "the" man' } },
    ]);
    expect(csv).toBe(
      'Submitted,"Name, full",Heard\r\n' +
        '2026-11-01T10:00:00.000Z,"Sam ""the"" man",\r\n' +
        `2026-11-02T10:00:00.000Z,"'=HYPERLINK(""x"")","X; Y"\r\n`,
    );
  });
  it('words each stored answer as the results screen, its CSV and the notice e-mail show it', () => {
    const stored = schema.parse(filled);
    const words = Object.fromEntries(fields.map((f) => [f.key, answerText(f.type, stored[f.key])]));
    expect(words).toMatchObject({
      name: 'Sam',
      overall: '4',
      heard: 'School; Poster',
      age: '11.5',
      consent: 'Agreed',
    });
    expect(answerText('consent', false)).toBe('');
    expect(answerText('yesno', false)).toBe('No');
    expect(answerText('text', undefined)).toBe('');
  });
});
