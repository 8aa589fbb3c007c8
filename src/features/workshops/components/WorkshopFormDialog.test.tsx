import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zWorkshop } from '../model';
import { WorkshopFormDialog } from './WorkshopFormDialog';

const existing = {
  ...zWorkshop.parse({
    title: 'Memories of the Mill',
    date: '2027-03-01',
    startTime: '10:00',
    endTime: '13:00',
    duration: 3,
    address: 'Mill Lane',
    leadContact: { name: 'Olivia', email: 'olivia@example.test', phone: '01234' },
    additionalContacts: [{ name: 'Reception', email: 'reception@example.test', phone: '' }],
    organisationId: 'org1',
    organisationName: 'Harbour School',
  }),
  id: 'w1',
};

function setup(workshop?: typeof existing) {
  const onSubmit = vi.fn();
  render(
    <WorkshopFormDialog
      workshop={workshop}
      busy={false}
      failure={null}
      onClose={vi.fn()}
      onSubmit={onSubmit}
    />,
  );
  const dialog = screen.getByRole('dialog');
  return { user: userEvent.setup(), onSubmit, dialog };
}

// Date and time inputs take a whole value at once (a test DOM drops partial ones while typing).
const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('the workshop form', { timeout: 30_000 }, () => {
  it('shows each problem next to its field, focuses the first and saves nothing', async () => {
    const { user, onSubmit, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Create workshop' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    expect(within(dialog).getByText('Pick a date')).toBeVisible();
    expect(within(dialog).getByText('Lead contact name is required')).toBeVisible();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeVisible();
    expect(within(dialog).getByLabelText(/Title/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the span against the duration, and each additional contact line', async () => {
    const { user, onSubmit, dialog } = setup(existing);
    setValue(within(dialog).getByLabelText('End time'), '12:00');
    await user.type(within(dialog).getByLabelText('Additional contacts'), '{Enter}Nobody, not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('A 3-hour workshop must end 3 hours after it starts'),
    ).toBeVisible();
    expect(within(dialog).getByText('Line 2: write "Name, e-mail, phone" with a valid e-mail')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the parsed workshop, keeping its organisation', async () => {
    const { user, onSubmit, dialog } = setup(existing);
    await user.clear(within(dialog).getByLabelText(/Title/));
    await user.type(within(dialog).getByLabelText(/Title/), '  Mill stories ');
    setValue(within(dialog).getByLabelText('Date', { exact: true }), '2027-04-02');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Mill stories',
      date: '2027-04-02',
      startTime: '10:00',
      endTime: '13:00',
      address: 'Mill Lane',
      description: '',
      leadContact: { name: 'Olivia', email: 'olivia@example.test', phone: '01234' },
      additionalContacts: [{ name: 'Reception', email: 'reception@example.test', phone: '' }],
      organisationId: 'org1',
      organisationName: 'Harbour School',
      duration: 3,
    });
  });
});
