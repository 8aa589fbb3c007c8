import { screen, waitFor } from '@testing-library/react';
import type { SettingsForm } from '../settings-form';
import { SettingsFormView } from './OrgSettingsScreen';
import { renderWithProviders } from '../../../testing/providers';

const service = vi.hoisted(() => ({ updateOrganisation: vi.fn(), getLogos: vi.fn() }));
vi.mock('../service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../service')>()),
  updateOrganisation: service.updateOrganisation,
}));
// The logos are read on their own (reads.ts), the change saved through the service.
vi.mock('../reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../reads')>()),
  getLogos: service.getLogos,
  getOrganisation: vi.fn().mockResolvedValue({
    id: 'org1',
    name: 'Hill School',
    settings: { allowAnonymousMembers: true, requireApproval: true },
  }),
}));

const initial: SettingsForm = {
  name: 'Hill School',
  type: 'school',
  description: '',
  logoUrl: '',
  partnerLogoUrls: '',
  allowAnonymousMembers: false,
  requireApproval: true,
  senderName: '',
  replyTo: '',
  postalAddress: '',
  trackOpensAndClicks: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  service.getLogos.mockResolvedValue({ logoUrl: undefined, partnerLogoUrls: [] });
  service.updateOrganisation.mockResolvedValue(undefined);
});

describe('the organisation settings form', { timeout: 60_000 }, () => {
  it('says what is wrong next to the field and will not save until it is right', async () => {
    const { user } = renderWithProviders(<SettingsFormView organisationId="org1" initial={initial} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Enter the organisation’s name.');
    const logo = screen.getByRole('textbox', { name: 'Logo URL' });
    await user.type(logo, 'http://x.test/a.png');
    expect(logo).toHaveAccessibleDescription('Use an https:// address or a path starting with /.');
    const sender = screen.getByRole('textbox', { name: 'Sender name' });
    await user.click(sender);
    await user.paste('Hill <School>');
    expect(sender).toHaveAccessibleDescription(
      'The sender name cannot contain quotes, < >, backslashes or line breaks.',
    );
    const replyTo = screen.getByRole('textbox', { name: 'Reply-To e-mail address' });
    await user.click(replyTo);
    await user.paste('office');
    expect(replyTo).toHaveAccessibleDescription('Enter one e-mail address, like office@school.example.');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(service.updateOrganisation).not.toHaveBeenCalled();
  });

  it('saves what the form says, trimmed, and says so until the form changes again', async () => {
    const { user } = renderWithProviders(<SettingsFormView organisationId="org1" initial={initial} />);
    await user.type(screen.getByRole('textbox', { name: 'Logo URL' }), ' /logos/hill.svg ');
    await user.type(screen.getByRole('textbox', { name: 'Partner logo URLs' }), 'https://x.test/a.png');
    await user.click(screen.getByRole('switch', { name: /Allow anonymous members/ }));
    await user.click(screen.getByRole('switch', { name: 'Count opens and clicks of our newsletters' }));
    // Pasted rather than typed: each typed key re-validates the whole form, and the test has a time limit.
    for (const [name, text] of [
      ['Sender name', 'Hill School '],
      ['Reply-To e-mail address', 'Office@hill.example'],
      ['Postal address', '1 Hill Road\nHilltown'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(service.updateOrganisation).toHaveBeenCalledWith('org1', {
      name: 'Hill School',
      type: 'school',
      description: '',
      logoUrl: '/logos/hill.svg',
      partnerLogoUrls: ['https://x.test/a.png'],
      settings: {
        allowAnonymousMembers: true,
        requireApproval: true,
        senderName: 'Hill School',
        replyTo: 'office@hill.example',
        postalAddress: '1 Hill Road\nHilltown',
        trackOpensAndClicks: true,
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A');
    await waitFor(() => expect(screen.queryByText('Settings saved.')).toBeNull());
  });
});
