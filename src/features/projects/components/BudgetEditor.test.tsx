import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { budgetToForm, type Budget } from '../budget';
import { BudgetEditor, type BudgetSave } from './BudgetEditor';

function fakeSave() {
  return {
    mutate: vi.fn<(budget: Budget) => void>(),
    reset: vi.fn(),
    isPending: false,
    isSuccess: false,
    isError: false,
    error: null,
    data: undefined,
    variables: undefined,
  } satisfies BudgetSave;
}

function setup(save?: BudgetSave) {
  render(<BudgetEditor initial={budgetToForm(undefined)} title="Canal walk" save={save} />);
  return userEvent.setup();
}

const total = () => screen.getByTestId('budget-total');

// Typing through MUI fields is slow in a test DOM on a busy machine.
describe('BudgetEditor', { timeout: 30_000 }, () => {
  it('works the totals out as people type, and says what is wrong once a field is left', async () => {
    const user = setup();
    await user.clear(screen.getByLabelText('Hourly rate'));
    await user.type(screen.getByLabelText('Hourly rate'), '20');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '2.5');
    await user.clear(screen.getByLabelText('Facilitators'));
    await user.type(screen.getByLabelText('Facilitators'), '2');
    expect(total()).toHaveTextContent('£100.00');

    await user.clear(screen.getByLabelText('Materials'));
    await user.type(screen.getByLabelText('Materials'), '-3');
    expect(screen.queryByText('A materials amount cannot be negative')).toBeNull();
    await user.tab();
    expect(await screen.findByText('A materials amount cannot be negative')).toBeVisible();
    expect(screen.getByLabelText('Materials')).toHaveAccessibleDescription(
      'A materials amount cannot be negative',
    );
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('adds and removes other costs, each with its own problems', async () => {
    const save = fakeSave();
    const user = setup(save);
    await user.click(screen.getByRole('button', { name: 'Add a cost' }));
    await user.type(screen.getByLabelText('Cost 1 amount'), '4.5');
    expect(total()).toHaveTextContent('£4.50');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(await screen.findByText('Name this line')).toBeVisible();
    expect(screen.getByLabelText('Cost 1', { exact: true })).toHaveFocus();
    expect(
      within(screen.getByRole('status')).getByText('Some amounts need attention before saving.'),
    ).toBeVisible();
    expect(save.mutate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove cost 1' }));
    expect(total()).toHaveTextContent('£0.00');
  });

  it('saves the budget read from the form, in pence and hundredths of an hour', async () => {
    const save = fakeSave();
    const user = setup(save);
    await user.clear(screen.getByLabelText('Hourly rate'));
    await user.type(screen.getByLabelText('Hourly rate'), '£32.50');
    await user.clear(screen.getByLabelText('Hours'));
    await user.type(screen.getByLabelText('Hours'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Add a cost' }));
    await user.type(screen.getByLabelText('Cost 1', { exact: true }), ' Travel ');
    await user.type(screen.getByLabelText('Cost 1 amount'), '1,200');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    expect(save.mutate).toHaveBeenCalledWith({
      facilitatorRatePence: 3250,
      facilitatorHundredthHours: 125,
      facilitators: 0,
      materialsPence: 0,
      otherLines: [{ label: 'Travel', amountPence: 120000 }],
      notes: '',
    });
  });

  it('says the budget was saved once the save has worked', () => {
    render(
      <BudgetEditor
        initial={budgetToForm(undefined)}
        title="Canal walk"
        save={{ ...fakeSave(), isSuccess: true }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Budget saved.');
  });
});
