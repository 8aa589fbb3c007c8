import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RichTextEditor } from './RichTextEditor';

async function editor(initialHtml = '<p>Walks</p>') {
  const onChange = vi.fn();
  render(<RichTextEditor label="Body" initialHtml={initialHtml} onChange={onChange} />);
  const link = screen.getByRole('button', { name: 'Link' });
  await waitFor(() => expect(link).toBeEnabled());
  return { onChange, link };
}

describe('the rich-text editor’s link', () => {
  it('is asked for in a dialog, not the browser’s prompt, and a bad address is refused with a reason', async () => {
    // The browser's prompt (absent from the test DOM) would be called by the old way.
    const prompt = vi.fn();
    window.prompt = prompt;
    const { onChange, link } = await editor();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const field = screen.getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('https://');

    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set link' }));
    expect(await screen.findByText('Start the address with https://, http:// or mailto:')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toBeVisible();

    // Enter in the field sets it.
    fireEvent.change(field, { target: { value: 'https://riverside.example.org/walks' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('href="https://riverside.example.org/walks"'),
    );
    expect(prompt).not.toHaveBeenCalled();
  });

  it('leaves the text as it was on Escape; Ctrl+K on a link edits it or removes it', async () => {
    const { onChange, link } = await editor('<p><a href="https://old.example.org">Old</a> news</p>');
    // The cursor starts in the link, so the dialog edits that link.
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://old.example.org');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Body' }), { key: 'k', ctrlKey: true });
    await screen.findByRole('dialog', { name: 'Edit link' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith('<p>Old news</p>');
  });
});
