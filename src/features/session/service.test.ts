import { reloadSessionUser } from './service';

// Firestore is replaced by an in-memory table keyed by document path; a missing entry is a refused read.
const documents = new Map<string, Record<string, unknown> | null>();

vi.mock('../../lib/auth-client', () => ({
  authClient: () => ({ currentUser: { uid: 'u1', email: 'ada@example.org', displayName: 'Ada Admin' } }),
}));

vi.mock('../../lib/reads-as-user', () => {
  const read = (path: string) => {
    if (!documents.has(path)) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    return documents.get(path) ?? null;
  };
  const id = (path: string) => path.split('/').pop()!;
  return {
    readAsUser: async (_schema: unknown, path: string) => {
      const data = read(path);
      return data && { id: id(path), ...data };
    },
    readFieldsAsUser: async (path: string) => {
      const data = read(path);
      return data && { id: id(path), path, data };
    },
    countAsUser: async () => 0,
  };
});

const membership = (organisationId: string, roles: string[]) => ({
  userKey: 'u1',
  organisationId,
  roles,
  email: 'ada@example.org',
  // What Users records hold under `name`: the member's own name.
  name: 'Ada Admin',
  joinedAt: new Date('2024-01-01'),
  groupIds: [],
});

beforeEach(() => {
  documents.clear();
  documents.set('Users/u1', {
    userKey: 'u1',
    email: 'ada@example.org',
    displayName: 'Ada Admin',
    Organisations: {
      o1: membership('o1', ['organisationAdmin']),
      o2: membership('o2', ['member']),
      o3: membership('o3', ['moderator']),
    },
  });
  documents.set('Organisations/o1', { name: 'Harbour Heritage', adminId: 'u1' });
  documents.set('Organisations/o2', null); // missing
  // Organisations/o3 is absent from the table: its read is refused.
});

describe('session organisations', () => {
  it("names each organisation from its Organisations document, not the member's own name", async () => {
    const { user } = await reloadSessionUser('organisationAdmin');
    expect(user.organisations.o1).toEqual({
      organisationId: 'o1',
      name: 'Harbour Heritage',
      roles: ['organisationAdmin'],
    });
  });

  it('falls back to the organisation id when the document is missing or its read is refused', async () => {
    const { user } = await reloadSessionUser('organisationAdmin');
    expect(user.organisations.o2?.name).toBe('o2');
    expect(user.organisations.o3?.name).toBe('o3');
    expect(user.organisations.o3?.roles).toEqual(['moderator']);
  });
});
