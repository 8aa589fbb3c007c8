import { csvText } from '../../lib/csv';
import type { AnswerValue, FeedbackField, FeedbackResponse } from './model';
import { answerText } from '@storytelling/shared/feedback-answers';

/** What the staff see of a form's answers: each question summed up, the answers as text, the CSV export. */
export interface Distribution {
  label: string;
  count: number;
}
export type QuestionSummary =
  | {
      kind: 'rating';
      field: FeedbackField;
      answered: number;
      average: number | null;
      distribution: Distribution[];
    }
  | {
      kind: 'recommendation';
      field: FeedbackField;
      answered: number;
      average: number | null;
      promoters: number;
      passives: number;
      detractors: number;
      /** Promoters minus detractors, in % of those who answered (null with no answers). */
      score: number | null;
      distribution: Distribution[];
    }
  | { kind: 'choices'; field: FeedbackField; answered: number; distribution: Distribution[] }
  | {
      kind: 'number';
      field: FeedbackField;
      answered: number;
      average: number | null;
      min: number | null;
      max: number | null;
    }
  | { kind: 'text'; field: FeedbackField; answered: number; answers: string[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const mean = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null;

/** The recommendation score: % promoters (9–10) minus % detractors (0–6), rounded to a whole number. */
export function recommendationScore(scores: readonly number[]) {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const passives = scores.length - promoters - detractors;
  const score = scores.length ? Math.round(((promoters - detractors) / scores.length) * 100) : null;
  return { promoters, passives, detractors, score: Object.is(score, -0) ? 0 : score };
}

/** Per question: what the answers add up to. Answers of questions no longer on the form are left out. */
export function summarise(
  fields: readonly FeedbackField[],
  responses: readonly Pick<FeedbackResponse, 'answers'>[],
): QuestionSummary[] {
  return fields.map((field): QuestionSummary => {
    const values = responses.map((r) => r.answers[field.key]).filter((v) => v !== undefined);
    const numbers = values.filter((v): v is number => typeof v === 'number');
    const count = (label: string, match: (v: AnswerValue) => boolean) => ({
      label,
      count: values.filter(match).length,
    });
    switch (field.type) {
      case 'rating':
        return {
          kind: 'rating',
          field,
          answered: numbers.length,
          average: mean(numbers),
          distribution: range(1, 5).map((n) => count(String(n), (v) => v === n)),
        };
      case 'recommendation':
        return {
          kind: 'recommendation',
          field,
          answered: numbers.length,
          average: mean(numbers),
          ...recommendationScore(numbers),
          distribution: range(0, 10).map((n) => count(String(n), (v) => v === n)),
        };
      case 'number':
        return {
          kind: 'number',
          field,
          answered: numbers.length,
          average: mean(numbers),
          min: numbers.length ? Math.min(...numbers) : null,
          max: numbers.length ? Math.max(...numbers) : null,
        };
      case 'singleChoice':
      case 'multipleChoice':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: (field.options ?? []).map((o) =>
            count(o, (v) => v === o || (Array.isArray(v) && v.includes(o))),
          ),
        };
      case 'yesNo':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: [count('Yes', (v) => v === true), count('No', (v) => v === false)],
        };
      case 'consent':
        return {
          kind: 'choices',
          field,
          answered: values.length,
          distribution: [count('Agreed', (v) => v === true)],
        };
      default:
        return { kind: 'text', field, answered: values.length, answers: values.map((v) => String(v)) };
    }
  });
}

/** Responses submitted between two local days (`YYYY-MM-DD`, both included; empty means open-ended). */
export function withinDays<R extends { submittedAt: Date }>(
  responses: readonly R[],
  from: string,
  to: string,
): R[] {
  const start = from ? new Date(`${from}T00:00:00`).getTime() : -Infinity;
  const end = to ? new Date(`${to}T00:00:00`).getTime() + 24 * 3600 * 1000 : Infinity;
  return responses.filter((r) => r.submittedAt.getTime() >= start && r.submittedAt.getTime() < end);
}

/** The responses as CSV: one row each, oldest first, a column per question after the submission time. */
export function responsesCsv(
  fields: readonly FeedbackField[],
  responses: readonly Pick<FeedbackResponse, 'answers' | 'submittedAt'>[],
): string {
  const header = ['Submitted', ...fields.map((f) => f.label)];
  const rows = [...responses]
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime())
    .map((r) => [r.submittedAt.toISOString(), ...fields.map((f) => answerText(f.type, r.answers[f.key]))]);
  return csvText([header, ...rows]);
}
