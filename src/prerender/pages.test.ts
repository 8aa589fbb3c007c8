import { existsSync, readFileSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import { routes } from '../app/routes';
import { matchesSource, prerenderedPageFor, PRERENDERED_PAGES } from './pages';

describe('prerendered pages', () => {
  it('match a pattern segment by segment, a star standing for one whole segment', () => {
    expect(matchesSource('/join-org/*', '/join-org/RIVER25K')).toBe(true);
    expect(matchesSource('/join-org/*', '/join-org/RIVER25K/')).toBe(true);
    expect(matchesSource('/join-org/*', '/join-org')).toBe(false);
    expect(matchesSource('/join-org/*', '/join-org/')).toBe(false);
    expect(matchesSource('/join-org/*', '/join-org/a/b')).toBe(false);
    expect(matchesSource('/unsubscribe', '/unsubscribe')).toBe(true);
    expect(matchesSource('/unsubscribe', '/unsubscribes')).toBe(false);
  });

  it('give each public page opened from a link its file, and other paths none', () => {
    expect(prerenderedPageFor('/workshop-booking/demo-org')!.file).toBe(
      'workshop-booking/for-organisation.html',
    );
    expect(prerenderedPageFor('/workshop-booking')!.file).toBe('workshop-booking/index.html');
    expect(prerenderedPageFor('/feedback/form-1')!.file).toBe('feedback/index.html');
    expect(prerenderedPageFor('/workshop-landing/demo-org/w1')).toBeUndefined();
    expect(prerenderedPageFor('/org-dashboard')).toBeUndefined();
    expect(prerenderedPageFor('/')).toBeUndefined();
  });

  it('render each page at an address its own patterns serve, naming the screen its route loads', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(prerenderedPageFor(page.renderAt)).toBe(page);
      const route = routes.find((r) => matchPath(r.path, page.renderAt));
      expect(route?.screen.toString()).toContain(page.screen.replace(/^src\//, '').replace(/\.tsx$/, ''));
      // A read module the build cannot find would quietly be asked for by nobody.
      for (const read of page.reads ?? []) expect(existsSync(read), read).toBe(true);
    }
  });

  it('are served by the hosting rewrites the same way, before the catch-all', () => {
    const hosting = (
      JSON.parse(readFileSync('firebase.json', 'utf8')) as {
        hosting: { rewrites: { source: string; destination: string }[] };
      }
    ).hosting;
    const expected = PRERENDERED_PAGES.flatMap((page) =>
      page.sources.map((source) => ({ source, destination: `/${page.file}` })),
    );
    expect(hosting.rewrites).toEqual([...expected, { source: '**', destination: '/index.html' }]);
  });
});
