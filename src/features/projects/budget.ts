import { z } from 'zod/mini';

/**
 * A project's budget (the `budget` map of a Project). Money is kept in whole pence so totals never drift by a
 * fraction of a penny; hours in hundredths so "2.5 hours" stays exact. The map has 6 keys (rules allow 10).
 */
export const MAX_OTHER_LINES = 20;
export const MAX_AMOUNT_PENCE = 100_000_000; // £1,000,000: beyond this a typo is likelier than a real fee
export const MAX_HOURS = 10_000;
export const MAX_FACILITATORS = 100;

/** A whole number of pence (or hours, or people), never below zero. */
const zCount = () => z.int().check(z.minimum(0));
export const zBudgetLine = z.object({ label: z.string().check(z.maxLength(100)), amountPence: zCount() });
export const zBudget = z.object({
  facilitatorRatePence: z._default(zCount(), 0),
  facilitatorHundredthHours: z._default(zCount(), 0),
  facilitators: z._default(zCount(), 0),
  materialsPence: z._default(zCount(), 0),
  otherLines: z._default(z.array(zBudgetLine).check(z.maxLength(MAX_OTHER_LINES)), []),
  notes: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type Budget = z.infer<typeof zBudget>;
export type BudgetLine = z.infer<typeof zBudgetLine>;

export const EMPTY_BUDGET: Budget = {
  facilitatorRatePence: 0,
  facilitatorHundredthHours: 0,
  facilitators: 0,
  materialsPence: 0,
  otherLines: [],
  notes: '',
};

/** The budget form as typed: strings, so half-typed input is kept and judged, never silently coerced. */
export interface BudgetForm {
  facilitatorRate: string;
  hours: string;
  facilitators: string;
  materials: string;
  otherLines: { label: string; amount: string }[];
  notes: string;
}
export type BudgetField = 'facilitatorRate' | 'hours' | 'facilitators' | 'materials' | 'notes';
export interface BudgetProblems {
  fields: Partial<Record<BudgetField, string>>;
  /** Per other line, by index. */
  lines: Record<number, { label?: string; amount?: string }>;
}

type Parsed = { value: number } | { error: string };

/** A decimal with at most `places` fraction digits as an integer of 10^-places, rounded half up, from the text. */
function scaled(text: string, places: number): number | null {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text.startsWith('.') ? `0${text}` : text);
  if (!m) return null;
  const fraction = (m[2] ?? '').padEnd(places + 1, '0');
  const whole = Number(m[1]) * 10 ** places + Number(fraction.slice(0, places) || '0');
  return Number(fraction[places]) >= 5 ? whole + 1 : whole;
}

function clean(text: string): string {
  return text.trim().replace(/^£/, '').replace(/,/g, '').trim();
}

/** Pounds typed by a person ("12.50", "£1,200", "3.456") to whole pence, rounded to the nearest penny. */
export function parseMoney(text: string, what: string): Parsed {
  const t = clean(text);
  if (t === '') return { error: `Enter ${what} (0 if none)` };
  if (t.startsWith('-')) return { error: `${capital(what)} cannot be negative` };
  const pence = scaled(t, 2);
  if (pence === null) return { error: `${capital(what)} must be an amount like 25.50` };
  if (pence > MAX_AMOUNT_PENCE) return { error: `${capital(what)} is too large (at most £1,000,000)` };
  return { value: pence };
}

/** Hours to hundredths of an hour ("2.5" → 250). */
export function parseHours(text: string): Parsed {
  const t = text.trim();
  if (t === '') return { error: 'Enter the hours (0 if none)' };
  if (t.startsWith('-')) return { error: 'Hours cannot be negative' };
  const hundredths = scaled(t, 2);
  if (hundredths === null) return { error: 'Hours must be a number like 2.5' };
  if (hundredths > MAX_HOURS * 100) return { error: `Hours must be at most ${MAX_HOURS}` };
  return { value: hundredths };
}

export function parseCount(text: string): Parsed {
  const t = text.trim();
  if (t === '') return { error: 'Enter the number of facilitators (0 if none)' };
  if (t.startsWith('-')) return { error: 'Facilitators cannot be negative' };
  if (!/^\d+$/.test(t)) return { error: 'Facilitators must be a whole number' };
  const n = Number(t);
  if (n > MAX_FACILITATORS) return { error: `At most ${MAX_FACILITATORS} facilitators` };
  return { value: n };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** rate × hours × facilitators, in pence, rounded half up to the penny (integer arithmetic throughout). */
export function facilitatorFeePence(ratePence: number, hundredthHours: number, facilitators: number): number {
  return Math.floor((ratePence * hundredthHours * facilitators + 50) / 100);
}

export interface BudgetTotals {
  facilitatorFeesPence: number;
  materialsPence: number;
  otherPence: number;
  totalPence: number;
}

export function budgetTotals(budget: Budget): BudgetTotals {
  const facilitatorFeesPence = facilitatorFeePence(
    budget.facilitatorRatePence,
    budget.facilitatorHundredthHours,
    budget.facilitators,
  );
  const otherPence = budget.otherLines.reduce((sum, line) => sum + line.amountPence, 0);
  return {
    facilitatorFeesPence,
    materialsPence: budget.materialsPence,
    otherPence,
    totalPence: facilitatorFeesPence + budget.materialsPence + otherPence,
  };
}

/**
 * Reads the form: every problem with its field's message, and the budget made of the valid parts (an invalid
 * value counts as 0) so the totals can be shown live while someone is still typing.
 */
export function readBudgetForm(form: BudgetForm): { budget: Budget; problems: BudgetProblems; ok: boolean } {
  const problems: BudgetProblems = { fields: {}, lines: {} };
  const take = (parsed: Parsed, field: BudgetField): number => {
    if ('error' in parsed) {
      problems.fields[field] = parsed.error;
      return 0;
    }
    return parsed.value;
  };
  const budget: Budget = {
    facilitatorRatePence: take(parseMoney(form.facilitatorRate, 'an hourly rate'), 'facilitatorRate'),
    facilitatorHundredthHours: take(parseHours(form.hours), 'hours'),
    facilitators: take(parseCount(form.facilitators), 'facilitators'),
    materialsPence: take(parseMoney(form.materials, 'a materials amount'), 'materials'),
    otherLines: [],
    notes: form.notes.trim(),
  };
  if (budget.notes.length > 2000) problems.fields.notes = 'Keep the notes under 2000 characters';
  form.otherLines.slice(0, MAX_OTHER_LINES).forEach((line, i) => {
    const label = line.label.trim();
    const amount = parseMoney(line.amount, 'an amount');
    const lineProblems: { label?: string; amount?: string } = {};
    if (!label) lineProblems.label = 'Name this line';
    else if (label.length > 100) lineProblems.label = 'Keep the name under 100 characters';
    if ('error' in amount) lineProblems.amount = amount.error;
    if (lineProblems.label || lineProblems.amount) problems.lines[i] = lineProblems;
    budget.otherLines.push({ label, amountPence: 'error' in amount ? 0 : amount.value });
  });
  const ok = Object.keys(problems.fields).length === 0 && Object.keys(problems.lines).length === 0;
  return { budget, problems, ok };
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The form filled from a saved budget (or blank for a new one: zeros a person can overwrite). */
export function budgetToForm(budget: Budget | undefined): BudgetForm {
  const b = budget ?? EMPTY_BUDGET;
  return {
    facilitatorRate: pounds(b.facilitatorRatePence),
    hours: String(b.facilitatorHundredthHours / 100),
    facilitators: String(b.facilitators),
    materials: pounds(b.materialsPence),
    otherLines: b.otherLines.map((l) => ({ label: l.label, amount: pounds(l.amountPence) })),
    notes: b.notes,
  };
}

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export function formatGBP(pence: number): string {
  return GBP.format(pence / 100);
}

/** A plain-text summary to copy or print (the questionnaire keeps nothing, so this is what people take away). */
export function budgetSummary(budget: Budget, title: string): string {
  const t = budgetTotals(budget);
  const hours = budget.facilitatorHundredthHours / 100;
  const lines = [
    title.trim() || 'Project budget',
    '',
    `Facilitator fees: ${formatGBP(budget.facilitatorRatePence)}/hour × ${hours} h × ${budget.facilitators} = ${formatGBP(t.facilitatorFeesPence)}`,
    `Materials: ${formatGBP(t.materialsPence)}`,
    ...budget.otherLines.map((l) => `${l.label}: ${formatGBP(l.amountPence)}`),
    '',
    `Total: ${formatGBP(t.totalPence)}`,
  ];
  if (budget.notes) lines.push('', `Notes: ${budget.notes}`);
  return lines.join('\n');
}
