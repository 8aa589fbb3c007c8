import { screen, waitFor, within } from '@testing-library/react';
import { GroupsPanel } from './GroupsPanel';
import { renderWithProviders } from '../../../testing/providers';

const groups = vi.hoisted(() => ({ listGroups: vi.fn(), createGroup: vi.fn(), renameGroup: vi.fn() }));
vi.mock('../groups-service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../groups-service')>()),
  ...groups,
}));
// The lists are read on their own (reads.ts), the changes through groups-service.
vi.mock('../reads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../reads')>()),
  listGroups: groups.listGroups,
  listMembers: vi.fn().mockResolvedValue([]),
}));

const year9 = {
  id: 'g1',
  name: 'Year 9',
  organisationId: 'org1',
  memberIds: [],
  createdAt: new Date('2025-09-01'),
  updatedAt: new Date('2025-09-01'),
};

beforeEach(() => {
  vi.clearAllMocks();
  groups.listGroups.mockResolvedValue([year9]);
});

describe('the groups panel', { timeout: 30_000 }, () => {
  it('creates a group with the trimmed name and empties the field', async () => {
    groups.createGroup.mockResolvedValue('g2');
    const { user } = renderWithProviders(<GroupsPanel organisationId="org1" />);
    await screen.findByText('Year 9');
    const name = screen.getByRole('textbox', { name: 'New group name' });
    expect(screen.getByRole('button', { name: 'Create group' })).toBeDisabled();
    await user.type(name, '  Year 10 ');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(groups.createGroup).toHaveBeenCalledWith('org1', 'Year 10'));
    await waitFor(() => expect(name).toHaveValue(''));
  });

  it('says a blank name is wrong next to the field', async () => {
    const { user } = renderWithProviders(<GroupsPanel organisationId="org1" />);
    await screen.findByText('Year 9');
    const name = screen.getByRole('textbox', { name: 'New group name' });
    await user.type(name, '   ');
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByRole('button', { name: 'Create group' })).toBeDisabled();
  });

  it('renames a group, refusing a blank name first', async () => {
    groups.renameGroup.mockResolvedValue(undefined);
    const { user } = renderWithProviders(<GroupsPanel organisationId="org1" />);
    await user.click(await screen.findByRole('button', { name: 'Rename Year 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group name' });
    await user.clear(field);
    expect(field).toHaveAccessibleDescription('Enter a name.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Year Nine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(groups.renameGroup).toHaveBeenCalledWith('g1', 'Year Nine'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename group' })).toBeNull());
  });
});
