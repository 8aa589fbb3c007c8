import { optionsOf } from './option-items';

describe('optionsOf', () => {
  it('labels each value from its table, in the order of the values', () => {
    const labels = { new: 'New', inProgress: 'In progress' } as const;
    expect(optionsOf(['inProgress', 'new'] as const, labels)).toEqual([
      { value: 'inProgress', label: 'In progress' },
      { value: 'new', label: 'New' },
    ]);
  });

  it('labels each value by itself without a table', () => {
    expect(optionsOf(['days', 'weeks'])).toEqual([
      { value: 'days', label: 'days' },
      { value: 'weeks', label: 'weeks' },
    ]);
  });
});
