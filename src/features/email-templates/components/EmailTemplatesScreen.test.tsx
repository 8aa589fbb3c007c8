import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { DEFAULT_TEMPLATES } from '@storytelling/shared/mail-templates';
import { AppError } from '../../../lib/errors';
import { guardHistory } from '../../../lib/navigation-blocker';
import type { SessionUser } from '../../session/model';
import { SessionContext } from '../../session';
import { testSession } from '../../../testing/providers';
import type { StoredTemplate, TemplateVersion } from '../model';
import { previewDocument } from '../preview-document';
import EmailTemplatesScreen from './EmailTemplatesScreen';

// The service (the feature's only Firestore and e-mail I/O) is replaced: these cases are about the editor.
const service = vi.hoisted(() => ({
  listTemplates: vi.fn(),
  listVersions: vi.fn(),
  namesOf: vi.fn(),
  saveTemplate: vi.fn(),
  sendTestEmail: vi.fn(),
}));
vi.mock('../service', () => service);
// The sanitiser itself is proven under jsdom (preview-document.test.ts), since happy-dom's DOM lets DOMPurify
// pass everything; here the screen is held to putting every preview through it.
vi.mock('../preview-document', { spy: true });

// The whole screen renders here, with a button per e-mail kind (over forty), and every query by role and name
// works out the accessible name of each: a case takes 1-3 s on an idle 2-core machine and passed 5 s when the
// machine was busy. The cases wait on what the screen shows, never on time, so a longer limit hides no race.
vi.setConfig({ testTimeout: 15_000 });

const ME = 'superadmin@demo.test';
const superAdmin: SessionUser = {
  userId: 'u-super',
  email: ME,
  displayName: 'Sue',
  userRole: 'superAdmin',
  organisations: {},
  projectAdminAccess: [],
  isAuthor: false,
};

const edited: StoredTemplate = {
  kind: 'bookingRequest',
  subject: 'Booking v2 for {{organisationName}}',
  html: '<p>Version two for {{organisationName}}</p>',
  text: 'Version two for {{organisationName}}',
  version: 2,
  updatedAt: new Date('2026-01-02T10:00:00Z'),
  updatedBy: 'u-super',
};
const version = (n: number, overrides: Partial<TemplateVersion> = {}): TemplateVersion & { id: string } => ({
  id: String(n),
  kind: 'bookingRequest',
  subject: `Booking v${n} for {{organisationName}}`,
  html: `<p>Version ${n === 1 ? 'one' : 'two'} for {{organisationName}}</p>`,
  text: `Version ${n === 1 ? 'one' : 'two'} for {{organisationName}}`,
  version: n,
  savedAt: new Date(`2026-01-0${n}T10:00:00Z`),
  savedBy: n === 1 ? 'u-other' : 'u-super',
  ...overrides,
});

function setup(user: SessionUser = superAdmin) {
  // The app's router: the declarative one on a guarded history (app/router.tsx), here in memory.
  const history = guardHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/email-templates'], v5Compat: true }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext.Provider value={testSession({}, user)}>
        <HistoryRouter history={history}>
          <Routes>
            <Route
              path="/email-templates"
              element={
                <>
                  <Link to="/elsewhere">Elsewhere</Link>
                  <EmailTemplatesScreen />
                </>
              }
            />
            <Route path="/elsewhere" element={<p>Another screen</p>} />
          </Routes>
        </HistoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), history };
}

/** Opens a kind from the list and waits for its editor. */
async function open(u: ReturnType<typeof userEvent.setup>, name: string) {
  await u.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('heading', { level: 2, name });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
/** Replaces a field's text the way a paste would (user-event reads "{" as a key name when typing). */
async function replace(u: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await u.clear(field(label));
  await u.click(field(label));
  await u.paste(value);
}
const previewDoc = () => screen.getByTitle(/^HTML preview of/).getAttribute('srcdoc') ?? '';

beforeEach(() => {
  vi.clearAllMocks();
  service.listTemplates.mockResolvedValue({ bookingRequest: { ...edited, id: 'bookingRequest' } });
  service.listVersions.mockImplementation(async (kind: string) =>
    kind === 'bookingRequest' ? [version(2), version(1, { note: 'First go' })] : [],
  );
  service.namesOf.mockImplementation(async (uids: string[]) =>
    Object.fromEntries(uids.map((u) => [u, u === 'u-other' ? 'Olive Other' : u])),
  );
});

describe('the template list', () => {
  it('names each kind with its audience and whether it was edited', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'E-mail kinds' });
    expect(
      within(list).getByRole('button', { name: /Booking request.*Support address · edited v2/ }),
    ).toBeVisible();
    expect(
      within(list).getByRole('button', { name: /Newsletter layout.*Subscribers of a list · built-in/ }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Email Templates' })).toBeVisible();
  });

  it('is for super admins only, and reads nothing for anyone else', async () => {
    setup({ ...superAdmin, userRole: 'organisationAdmin' });
    expect(await screen.findByText('Email templates are for super admins.')).toBeVisible();
    expect(service.listTemplates).not.toHaveBeenCalled();
  });

  it('says when the templates cannot be loaded, and tries again', async () => {
    service.listTemplates.mockRejectedValueOnce(new AppError('Missing or insufficient permissions.'));
    const { user } = setup();
    expect(
      await screen.findByText(/The templates could not be loaded: Missing or insufficient/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Form submission notice' })).toBeVisible();
  });
});

describe('editing', () => {
  it('shows the saved template, and the built-in one for a kind nobody edited', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    expect(field('Subject')).toHaveValue(edited.subject);
    await open(user, 'Cancellation');
    expect(field('Subject')).toHaveValue(DEFAULT_TEMPLATES.cancellation.subject);
    expect(field('HTML')).toHaveValue(DEFAULT_TEMPLATES.cancellation.html);
    expect(field('Plain text')).toHaveValue(DEFAULT_TEMPLATES.cancellation.text);
  });

  it('previews the draft live, filled with sample data and the footer', async () => {
    const { user } = setup();
    await open(user, 'Cancellation');
    await replace(user, 'Subject', 'Off: {{workshopTitle}} for {{recipientEmail}}');
    expect(screen.getByTestId('preview-subject')).toHaveTextContent(`Off: Stories of the Harbour for ${ME}`);
    await replace(user, 'Plain text', 'Sorry, {{reason}}.');
    expect(screen.getByTestId('preview-text')).toHaveTextContent('Sorry, Venue closed.');
    expect(screen.getByTestId('preview-text')).toHaveTextContent(
      /This is a service e-mail from Storytelling/,
    );
  });

  it('refuses an unknown variable with the reason, and saves nothing', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Subject', 'Booking from {{organisationNmae}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const problem = await screen.findByTestId('template-problem');
    expect(problem).toHaveTextContent(
      /^Unknown variable \{\{organisationNmae\}\}: Booking request offers \{\{recipientEmail\}\}, \{\{productName\}\}, \{\{organisationName\}\}/,
    );
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unknown variable {{organisationNmae}}')).toBeVisible();
    expect(service.saveTemplate).not.toHaveBeenCalled();
    // Fixing it clears the refusal as one types.
    await replace(user, 'Subject', 'Booking from {{organisationName}}');
    await waitFor(() => expect(screen.queryByTestId('template-problem')).not.toBeInTheDocument());
  });

  it('refuses an empty plain-text version', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await user.clear(field('Plain text'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('template-problem')).toHaveTextContent(
      'The plain-text version is empty',
    );
    expect(service.saveTemplate).not.toHaveBeenCalled();
  });

  it('saves the draft as the next version on top of the one it started from', async () => {
    service.saveTemplate.mockImplementation(async ({ kind, template, note, baseVersion }) => ({
      kind,
      ...template,
      note,
      version: baseVersion + 1,
      updatedAt: new Date(),
      updatedBy: 'u-super',
    }));
    const { user } = setup();
    await open(user, 'Booking request');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await replace(user, 'Subject', 'New booking: {{organisationName}}');
    await user.type(field('Note for the history (optional)'), 'Shorter subject');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 3. Booking request e-mails now use it.')).toBeVisible();
    expect(service.saveTemplate).toHaveBeenCalledWith({
      kind: 'bookingRequest',
      template: { subject: 'New booking: {{organisationName}}', html: edited.html, text: edited.text },
      note: 'Shorter subject',
      baseVersion: 2,
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(field('Note for the history (optional)')).toHaveValue('');
  });

  it('says why a save failed', async () => {
    service.saveTemplate.mockRejectedValue(new AppError('Someone else saved this template (version 3)'));
    const { user } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Subject', 'Booking: {{organisationName}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Someone else saved this template (version 3)')).toBeVisible();
  });
});

describe('the preview is sanitised', () => {
  it('puts the HTML through the sanitiser into a sandboxed frame, and shows the plain text as text', async () => {
    const { user } = setup();
    await open(user, 'Cancellation');
    const html =
      '<p onclick="steal()">Hi {{recipientEmail}}</p><img src="x.png" onerror="steal()"><script>steal()</script>';
    await replace(user, 'HTML', html);
    await replace(user, 'Plain text', '<b>not bold</b> {{reason}}');
    const filled = html.replace('{{recipientEmail}}', ME);
    await waitFor(() => expect(previewDocument).toHaveBeenLastCalledWith(expect.stringContaining(filled)));
    expect(previewDoc()).toBe(vi.mocked(previewDocument).mock.results.at(-1)?.value);
    expect(screen.getByTitle(/^HTML preview of/)).toHaveAttribute('sandbox', '');
    expect(screen.getByTestId('preview-text')).toHaveTextContent('<b>not bold</b> Venue closed');
  });
});

describe('variables', () => {
  it('offers the kind’s variables and inserts one at the cursor of the last field used', async () => {
    const { user } = setup();
    await open(user, 'Cancellation');
    const chips = screen.getByRole('group', { name: /Variables/ });
    expect(within(chips).getByRole('button', { name: 'Insert {{reason}}' })).toBeVisible();
    expect(
      within(chips).queryByRole('button', { name: 'Insert {{organisationName}}' }),
    ).not.toBeInTheDocument();
    await replace(user, 'Subject', 'Cancelled today');
    field('Subject').setSelectionRange(10, 10); // after "Cancelled "
    await user.click(within(chips).getByRole('button', { name: 'Insert {{workshopTitle}}' }));
    expect(field('Subject')).toHaveValue('Cancelled {{workshopTitle}}today');
    await waitFor(() => expect(field('Subject')).toHaveFocus());
  });
});

describe('test sends', () => {
  it('sends the unsaved draft to the signed-in user', async () => {
    service.sendTestEmail.mockResolvedValue({
      ok: true,
      messageId: 'm1',
      status: 'sent',
      total: 1,
      sent: 1,
      failed: 0,
      suppressed: 0,
    });
    const { user } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Subject', 'Trying {{organisationName}}');
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(await screen.findByText(`Test sent to ${ME}.`)).toBeVisible();
    expect(service.sendTestEmail).toHaveBeenCalledWith('bookingRequest', ME, {
      subject: 'Trying {{organisationName}}',
      html: edited.html,
      text: edited.text,
    });
  });

  it('says so when the server suppressed the test (an unsubscribed address)', async () => {
    service.sendTestEmail.mockResolvedValue({
      ok: true,
      messageId: 'm2',
      status: 'done',
      total: 1,
      sent: 0,
      failed: 0,
      suppressed: 1,
    });
    const { user } = setup();
    await open(user, 'Newsletter layout');
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(
      await screen.findByText(`The test was not sent: ${ME} is unsubscribed from marketing e-mails.`),
    ).toBeVisible();
  });

  it('shows the spec message and the server’s reason when the send fails', async () => {
    service.sendTestEmail.mockRejectedValue(
      new AppError('Failed to send email: 429 Too Many Requests', 'Too many test e-mails; wait a minute'),
    );
    const { user } = setup();
    await open(user, 'Booking request');
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(
      await screen.findByText(
        'Failed to send email: 429 Too Many Requests — Too many test e-mails; wait a minute',
      ),
    ).toBeVisible();
  });

  it('does not send a draft that could not be saved', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Plain text', 'Hello {{nobody}}');
    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));
    expect(await screen.findByTestId('template-problem')).toHaveTextContent(
      /^Unknown variable \{\{nobody\}\}/,
    );
    expect(service.sendTestEmail).not.toHaveBeenCalled();
  });
});

describe('history, restore and reset', () => {
  it('lists the versions newest first with who saved them', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await waitFor(() =>
      expect(screen.getAllByTestId('template-version').map((r) => r.textContent)).toEqual([
        expect.stringMatching(/^Version 2current.*2026.* by youRestore$/),
        expect.stringMatching(/^Version 1.*2026.* by Olive Other · First goRestore$/),
      ]),
    );
  });

  it('restores an earlier version into the editor, to be saved as a new one', async () => {
    service.saveTemplate.mockImplementation(async ({ kind, template, note }) => ({
      kind,
      ...template,
      note,
      version: 3,
      updatedAt: new Date(),
      updatedBy: 'u-super',
    }));
    const { user } = setup();
    await open(user, 'Booking request');
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(field('Subject')).toHaveValue('Booking v1 for {{organisationName}}');
    expect(field('HTML')).toHaveValue('<p>Version one for {{organisationName}}</p>');
    expect(field('Note for the history (optional)')).toHaveValue('Restored version 1');
    expect(
      screen.getByText('Version 1 is in the editor. Save to make it the current template.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(service.saveTemplate).toHaveBeenCalledWith({
        kind: 'bookingRequest',
        template: {
          subject: 'Booking v1 for {{organisationName}}',
          html: version(1).html,
          text: version(1).text,
        },
        note: 'Restored version 1',
        baseVersion: 2,
      }),
    );
  });

  it('loads the built-in template with the note "Reset to default"', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(field('Subject')).toHaveValue(DEFAULT_TEMPLATES.bookingRequest.subject);
    expect(field('Plain text')).toHaveValue(DEFAULT_TEMPLATES.bookingRequest.text);
    expect(field('Note for the history (optional)')).toHaveValue('Reset to default');
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when a kind has no saved versions', async () => {
    const { user } = setup();
    await open(user, 'Newsletter layout');
    expect(await screen.findByText('No saved versions yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
  });
});

describe('unsaved changes', () => {
  it('asks before switching to another kind, and keeps the draft on cancel', async () => {
    const { user } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Subject', 'Unsaved {{organisationName}}');
    await user.click(screen.getByRole('button', { name: /^Cancellation/ }));
    // The confirmation's code loads when it is first asked for.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Discard unsaved changes?' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Subject')).toHaveValue('Unsaved {{organisationName}}');
    await user.click(screen.getByRole('button', { name: /^Cancellation/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancellation' })).toBeVisible();
  });

  it('asks before leaving the page, and warns the browser', async () => {
    const { user, history } = setup();
    await open(user, 'Booking request');
    await replace(user, 'Subject', 'Unsaved {{organisationName}}');
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' }, { timeout: 10_000 });
    expect(history.location.pathname).toBe('/email-templates');
    await user.click(within(dialog).getByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByText('Another screen')).toBeVisible();
  });
});
