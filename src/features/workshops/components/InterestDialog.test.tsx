import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '../../../lib/errors';
import { InterestDialog } from './InterestDialog';

function setup(props: Partial<Parameters<typeof InterestDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <InterestDialog
      workshop={{ id: 'w1', title: 'Memories of the Mill' }}
      busy={false}
      failure={null}
      onClose={onClose}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSubmit, onClose };
}

describe('the interest dialog', { timeout: 30_000 }, () => {
  it('sends the choices with the notes trimmed', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByRole('dialog', { name: 'Interested in “Memories of the Mill”' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'I can attend' }));
    await user.click(screen.getByRole('checkbox', { name: 'I need cover for my usual duties' }));
    await user.type(screen.getByLabelText('Notes'), '  Looking forward ');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    // The dialog hands over the value only (SubmitDialogProps), without "keep me informed" when unticked, once
    // the form's first check has its words (englishZodResolver).
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        canAttend: false,
        needsCoverage: true,
        notes: 'Looking forward',
      }),
    );
  });

  it('shows a failure and keeps the choices; cannot be closed while sending', async () => {
    const { user, onSubmit } = setup({
      failure: new AppError('Failed to send workshop interest notification'),
      busy: true,
    });
    expect(screen.getByText('Failed to send workshop interest notification')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send interest' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
