import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blankField } from '../builder';
import type { FeedbackField } from '../model';
import { FeedbackFormView } from './FeedbackFormView';

const optional = (type: FeedbackField['type'], key: string, label: string): FeedbackField => ({
  ...blankField(type),
  key,
  label,
  required: false,
});

describe('a form whose questions are all optional', { timeout: 30_000 }, () => {
  it('refuses to send nothing, and sends once something is answered', async () => {
    const onSend = vi.fn();
    render(
      <FeedbackFormView
        title="After the walk"
        introduction=""
        fields={[
          optional('shortText', 'name', 'Your first name'),
          optional('longText', 'comments', 'Comments'),
        ]}
        onSend={onSend}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    // The first check waits for zod's words (englishZodResolver), so the answer comes a moment later.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer at least one question before sending.',
    );
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Comments'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onSend).toHaveBeenCalledWith({ comments: 'Lovely' });
    expect(screen.queryByText('Answer at least one question before sending.')).toBeNull();
  });
});

describe('a form with a required question', { timeout: 30_000 }, () => {
  it('shows the message under the question, focuses it, and clears it once answered', async () => {
    const onSend = vi.fn();
    render(
      <FeedbackFormView
        title="After the walk"
        introduction=""
        fields={[
          optional('longText', 'comments', 'Comments'),
          { ...optional('shortText', 'name', 'Your first name'), required: true },
        ]}
        onSend={onSend}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    const name = screen.getByLabelText('Your first name *');
    expect(await screen.findByText('This question needs an answer')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByText('One question needs your attention.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(name, ' Sam ');
    expect(screen.queryByText('This question needs an answer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Sam' });
  });
});
