import { readOrganisation } from './public-reads';

// No Firestore here: an empty id must be refused with the catalogue's words before any read is made.
vi.mock('../../lib/firestore-rest', () => ({
  readDocumentRest: () => {
    throw new Error('no read expected');
  },
}));

describe('the join page’s public reads', () => {
  it('refuses an empty organisation id as “Invalid organisation ID provided”, as the service does', async () => {
    await expect(readOrganisation('')).rejects.toThrow('Invalid organisation ID provided');
    await expect(readOrganisation('  ')).rejects.toThrow('Invalid organisation ID provided');
  });
});
