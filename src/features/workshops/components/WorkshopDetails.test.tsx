import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interestId, zInterestRecord } from '../model';
import { InterestList } from './WorkshopDetails';

const person = (k: number, canAttend: boolean) => ({
  id: interestId('w1', `u${k}`),
  ...zInterestRecord.parse({
    workshopId: 'w1',
    userId: `u${k}`,
    name: `Person ${k}`,
    canAttend,
    needsCoverage: k === 1,
  }),
});

describe('who showed interest in a workshop', () => {
  it('lists a few people in full', () => {
    render(<InterestList records={[person(1, true), person(2, false)]} />);
    expect(screen.getByText('2 interested, 1 can attend')).toBeVisible();
    expect(screen.getByText('Person 1: can attend, needs coverage')).toBeVisible();
    expect(screen.getByText('Person 2: cannot attend')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds many behind "Show all", which the keyboard opens and closes', async () => {
    const records = Array.from({ length: 20 }, (_, k) => person(k + 1, k % 2 === 0));
    render(<InterestList records={records} />);
    expect(screen.getByText('20 interested, 10 can attend')).toBeVisible();
    expect(screen.queryByText(/^Person 4:/)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show all 20' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Person 20: cannot attend')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/^Person 20:/)).toBeNull();
  });
});
