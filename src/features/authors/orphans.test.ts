import { describe, expect, it } from 'vitest';
import { claimProblem } from './claims';
import { orphanedFiles, storagePathOf } from './orphans';

describe('which author images are orphaned', () => {
  it('reads the Storage path from plain paths, gs:// and download URLs', () => {
    expect(storagePathOf('authors/a.jpg')).toBe('authors/a.jpg');
    expect(storagePathOf('/authors/a.jpg')).toBe('authors/a.jpg');
    expect(storagePathOf('gs://bucket.appspot.com/authors/b.png')).toBe('authors/b.png');
    expect(
      storagePathOf('https://firebasestorage.googleapis.com/v0/b/x/o/authors%2Fc%20d.jpg?alt=media&token=t'),
    ).toBe('authors/c d.jpg');
    expect(storagePathOf('')).toBeNull();
    expect(storagePathOf(undefined)).toBeNull();
  });
  it('a file is orphaned when no author references it', () => {
    const files = ['authors/z.jpg', 'authors/a.jpg', 'authors/c d.jpg', 'authors/b.png'];
    const authors = [
      { imagePath: '/authors/a.jpg' },
      { imagePath: 'https://h/v0/b/x/o/authors%2Fc%20d.jpg?alt=media' },
      {},
    ];
    expect(orphanedFiles(files, authors)).toEqual(['authors/b.png', 'authors/z.jpg']);
    expect(orphanedFiles([], authors)).toEqual([]);
    expect(orphanedFiles(['authors/a.jpg'], [])).toEqual(['authors/a.jpg']);
  });
});

describe('claiming a profile', () => {
  const none = { myClaims: [] };
  it('needs a profile, not one already linked or already claimed, and a message that fits', () => {
    expect(claimProblem({ authorKey: '', message: '' }, none)).toBe('Choose the profile you want to claim');
    expect(claimProblem({ authorKey: 'a', message: '' }, { ...none, linkedAuthorKey: 'a' })).toBe(
      'This profile is already linked to you',
    );
    expect(
      claimProblem({ authorKey: 'a', message: '' }, { myClaims: [{ authorKey: 'a', status: 'pending' }] }),
    ).toBe('You already have a pending claim for this profile');
    expect(
      claimProblem({ authorKey: 'a', message: '' }, { myClaims: [{ authorKey: 'a', status: 'rejected' }] }),
    ).toBeNull();
    expect(claimProblem({ authorKey: 'a', message: 'x'.repeat(1001) }, none)).toMatch(/at most 1000/);
  });
});
