import { describe, expect, it } from 'vitest';
import { describeBudget, formatRatio, kb, median, medianRun, ratio, withinBudget } from './figures';

describe('perf figures', () => {
  it('takes the middle run of an odd count and the lower middle of an even one', () => {
    expect(median([93, 71, 88, 90, 95])).toBe(90);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('medians each Lighthouse figure on its own', () => {
    const runs = [
      { score: 90, lcpMs: 3000, tbtMs: 10 },
      { score: 80, lcpMs: 2000, tbtMs: 300 },
      { score: 95, lcpMs: 2500, tbtMs: 50 },
    ];
    expect(medianRun(runs)).toEqual({ score: 90, lcpMs: 2500, tbtMs: 50 });
  });

  it('gives our figure over the peer’s, and no ratio without a peer figure', () => {
    expect(ratio(250, 327)).toBeCloseTo(0.7645, 3);
    expect(formatRatio(ratio(250, 327))).toBe('×0.76');
    expect(ratio(250, null)).toBeNull();
    expect(ratio(250, 0)).toBeNull();
    expect(formatRatio(null)).toBe('—');
  });

  it('checks a budget at its limit inclusively, both ways', () => {
    expect(withinBudget(150, { max: 150 })).toBe(true);
    expect(withinBudget(150.1, { max: 150 })).toBe(false);
    expect(withinBudget(90, { min: 90 })).toBe(true);
    expect(withinBudget(89, { min: 90 })).toBe(false);
    expect(describeBudget({ max: 300 }, ' KB')).toBe('≤ 300 KB');
    expect(describeBudget({ min: 90 })).toBe('≥ 90');
  });

  it('prints bytes as KB with one decimal', () => {
    expect(kb(153_600)).toBe(150);
    expect(kb(1_500)).toBe(1.5);
  });
});
