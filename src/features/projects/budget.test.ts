import {
  budgetSummary,
  budgetToForm,
  budgetTotals,
  EMPTY_BUDGET,
  facilitatorFeePence,
  formatGBP,
  parseCount,
  parseHours,
  parseMoney,
  readBudgetForm,
  zBudget,
  type BudgetForm,
} from './budget';

const form = (over: Partial<BudgetForm> = {}): BudgetForm => ({
  facilitatorRate: '25',
  hours: '3',
  facilitators: '2',
  materials: '40',
  otherLines: [],
  notes: '',
  ...over,
});

describe('parseMoney', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0', 0],
    ['.5', 50],
    ['£1,200.00', 120000],
    ['  7.10  ', 710],
    ['3.456', 346],
    ['3.454', 345],
    ['1.005', 101],
    ['0.004', 0],
    ['0.005', 1],
  ])('"%s" is %i pence, rounded to the penny', (text, pence) => {
    expect(parseMoney(text, 'an amount')).toEqual({ value: pence });
  });
  it('refuses empty input with a message naming the field', () => {
    expect(parseMoney('  ', 'an hourly rate')).toEqual({ error: 'Enter an hourly rate (0 if none)' });
    expect(parseMoney('£ ', 'an amount')).toEqual({ error: 'Enter an amount (0 if none)' });
  });
  it('refuses negative amounts', () => {
    expect(parseMoney('-5', 'an hourly rate')).toEqual({ error: 'An hourly rate cannot be negative' });
    expect(parseMoney('-0', 'an amount')).toEqual({ error: 'An amount cannot be negative' });
  });
  it.each(['abc', '1e3', '1.2.3', '12 50', 'NaN', 'Infinity'])('refuses "%s"', (text) => {
    expect(parseMoney(text, 'an amount')).toEqual({ error: 'An amount must be an amount like 25.50' });
  });
  it('refuses amounts above a million pounds', () => {
    expect(parseMoney('1000000', 'an amount')).toEqual({ value: 100_000_000 });
    expect(parseMoney('1000000.01', 'an amount')).toEqual({
      error: 'An amount is too large (at most £1,000,000)',
    });
  });
});

describe('parseHours and parseCount', () => {
  it('keeps hours in hundredths', () => {
    expect(parseHours('2.5')).toEqual({ value: 250 });
    expect(parseHours('0.25')).toEqual({ value: 25 });
    expect(parseHours('0')).toEqual({ value: 0 });
  });
  it('refuses empty, negative and non-numeric hours', () => {
    expect(parseHours('')).toEqual({ error: 'Enter the hours (0 if none)' });
    expect(parseHours('-1')).toEqual({ error: 'Hours cannot be negative' });
    expect(parseHours('two')).toEqual({ error: 'Hours must be a number like 2.5' });
    expect(parseHours('10001')).toEqual({ error: 'Hours must be at most 10000' });
  });
  it('wants a whole, non-negative number of facilitators', () => {
    expect(parseCount('3')).toEqual({ value: 3 });
    expect(parseCount('')).toEqual({ error: 'Enter the number of facilitators (0 if none)' });
    expect(parseCount('-1')).toEqual({ error: 'Facilitators cannot be negative' });
    expect(parseCount('1.5')).toEqual({ error: 'Facilitators must be a whole number' });
    expect(parseCount('101')).toEqual({ error: 'At most 100 facilitators' });
  });
});

describe('facilitatorFeePence', () => {
  it('is rate × hours × facilitators', () => {
    expect(facilitatorFeePence(2500, 300, 2)).toBe(15000);
  });
  it('rounds half a penny up and less than half down', () => {
    // £10.01 × 0.5 h = 500.5p → 501p; £10.01 × 0.25 h = 250.25p → 250p
    expect(facilitatorFeePence(1001, 50, 1)).toBe(501);
    expect(facilitatorFeePence(1001, 25, 1)).toBe(250);
  });
  it('is zero when any factor is zero', () => {
    expect(facilitatorFeePence(0, 300, 2)).toBe(0);
    expect(facilitatorFeePence(2500, 0, 2)).toBe(0);
    expect(facilitatorFeePence(2500, 300, 0)).toBe(0);
  });
  it('stays exact where floating point would not (0.1 + 0.2 style)', () => {
    // £0.10 × 3 h + £0.20: as floats 0.1 * 3 + 0.2 is 0.5000000000000001
    const b = { ...EMPTY_BUDGET, facilitatorRatePence: 10, facilitatorHundredthHours: 300, facilitators: 1 };
    expect(budgetTotals({ ...b, materialsPence: 20 }).totalPence).toBe(50);
  });
});

describe('budgetTotals', () => {
  it('adds fees, materials and other lines', () => {
    const { budget, ok } = readBudgetForm(
      form({
        otherLines: [
          { label: 'Travel', amount: '12.40' },
          { label: 'Venue', amount: '60' },
        ],
      }),
    );
    expect(ok).toBe(true);
    expect(budgetTotals(budget)).toEqual({
      facilitatorFeesPence: 15000,
      materialsPence: 4000,
      otherPence: 7240,
      totalPence: 26240,
    });
  });
  it('with zero lines and zero amounts is all zero', () => {
    expect(budgetTotals(EMPTY_BUDGET)).toEqual({
      facilitatorFeesPence: 0,
      materialsPence: 0,
      otherPence: 0,
      totalPence: 0,
    });
    const { budget, ok } = readBudgetForm(
      form({ facilitatorRate: '0', hours: '0', facilitators: '0', materials: '0' }),
    );
    expect(ok).toBe(true);
    expect(budgetTotals(budget).totalPence).toBe(0);
  });
});

describe('readBudgetForm', () => {
  it('gives each bad field its own message and counts it as 0 for the live totals', () => {
    const { budget, problems, ok } = readBudgetForm(
      form({ facilitatorRate: '', hours: '-2', materials: 'lots' }),
    );
    expect(ok).toBe(false);
    expect(problems.fields).toEqual({
      facilitatorRate: 'Enter an hourly rate (0 if none)',
      hours: 'Hours cannot be negative',
      materials: 'A materials amount must be an amount like 25.50',
    });
    expect(budgetTotals(budget).totalPence).toBe(0);
  });
  it('checks other lines: a name and an amount each', () => {
    const { problems, ok, budget } = readBudgetForm(
      form({
        otherLines: [
          { label: '', amount: '5' },
          { label: 'Snacks', amount: '-1' },
          { label: 'Fine', amount: '1' },
        ],
      }),
    );
    expect(ok).toBe(false);
    expect(problems.lines).toEqual({
      0: { label: 'Name this line' },
      1: { amount: 'An amount cannot be negative' },
    });
    expect(budget.otherLines.map((l) => l.amountPence)).toEqual([500, 0, 100]);
  });
  it('round-trips a saved budget through the form', () => {
    const { budget } = readBudgetForm(
      form({ hours: '2.5', otherLines: [{ label: 'Travel', amount: '3.1' }], notes: ' n ' }),
    );
    expect(zBudget.parse(budget)).toEqual(budget);
    expect(readBudgetForm(budgetToForm(budget)).budget).toEqual(budget);
    expect(budgetToForm(undefined)).toEqual({
      facilitatorRate: '0.00',
      hours: '0',
      facilitators: '0',
      materials: '0.00',
      otherLines: [],
      notes: '',
    });
  });
});

describe('formatting', () => {
  it('formats pence as GBP', () => {
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(123456)).toBe('£1,234.56');
    expect(formatGBP(5)).toBe('£0.05');
  });
  it('summarises a budget as text', () => {
    const { budget } = readBudgetForm(form({ otherLines: [{ label: 'Travel', amount: '10' }] }));
    expect(budgetSummary(budget, 'Harbour walk')).toBe(
      [
        'Harbour walk',
        '',
        'Facilitator fees: £25.00/hour × 3 h × 2 = £150.00',
        'Materials: £40.00',
        'Travel: £10.00',
        '',
        'Total: £200.00',
      ].join('\n'),
    );
  });
});
