import { describe, expect, it } from 'vitest';
import type { ProjectAccess } from './model';
import { sharedGrants, sharedVia } from './shared';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const mine = (project: string, day: number, accessLevel = 'read'): ProjectAccess => ({
  project_id: project,
  userId: 'reader',
  accessLevel,
  createdAt: at(day),
  source: 'invite',
});
const ofGroup = (project: string, groupId: string, day: number): ProjectAccess => ({
  project_id: project,
  groupId,
  accessLevel: 'read',
  createdAt: at(day),
  source: 'group',
});

describe('sharedGrants', () => {
  it('lists a project given to the person and one given to their group', () => {
    const grants = sharedGrants(
      'reader',
      [mine('harbour', 3)],
      [{ groupId: 'g1', groupName: 'Year 5', records: [ofGroup('mill', 'g1', 4)] }],
    );
    expect(grants).toEqual([
      { projectId: 'harbour', accessLevel: 'read', direct: true, groups: [], since: at(3) },
      { projectId: 'mill', accessLevel: 'read', direct: false, groups: ['Year 5'], since: at(4) },
    ]);
  });

  it('shows a project shared several ways once, with every way, the widest level and the first date', () => {
    const [grant] = sharedGrants(
      'reader',
      [mine('harbour', 5, 'write')],
      [
        { groupId: 'g1', groupName: 'Year 5', records: [ofGroup('harbour', 'g1', 2)] },
        { groupId: 'g2', groupName: 'Choir', records: [ofGroup('harbour', 'g2', 9)] },
      ],
    );
    expect(grant).toEqual({
      projectId: 'harbour',
      accessLevel: 'write',
      direct: true,
      groups: ['Year 5', 'Choir'],
      since: at(2),
    });
    expect(sharedVia(grant!)).toBe('Shared with you and your groups Year 5, Choir');
  });

  it("ignores another person's record and a group record filed under another group", () => {
    const someoneElse = { ...mine('other', 1), userId: 'someone-else' };
    const stray = ofGroup('stray', 'g9', 1);
    expect(
      sharedGrants('reader', [someoneElse], [{ groupId: 'g1', groupName: 'Year 5', records: [stray] }]),
    ).toEqual([]);
  });

  it('says how the project came, in words', () => {
    expect(sharedVia({ direct: true, groups: [] })).toBe('Shared with you');
    expect(sharedVia({ direct: false, groups: ['Year 5'] })).toBe('Shared with your group Year 5');
  });
});
