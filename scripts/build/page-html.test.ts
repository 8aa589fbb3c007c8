import { pageHtml } from './page-html';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="Default." /><title>App</title>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shell.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;

const PAGE = {
  html: '<main><h1>Join Organisation</h1></main>',
  styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
  title: 'Join Organisation | App',
  description: 'Join "an" organisation & more.',
};

describe('a prerendered page', () => {
  const html = pageHtml(TEMPLATE, PAGE, ['/assets/JoinOrgScreen.js'], (href) =>
    href === '/assets/index.css' ? '.skip-link{left:-9999px}' : 'unexpected',
  );

  it('puts the markup in the root, its styles last in the head, and its title and description', () => {
    expect(html).toContain('<div id="root"><main><h1>Join Organisation</h1></main></div>');
    expect(html).toContain('.css-a1{color:red}</style></head>');
    expect(html).toContain('<title>Join Organisation | App</title>');
    expect(html).toContain('content="Join &quot;an&quot; organisation &amp; more."');
  });

  it('carries the stylesheet inline, so no request holds the first paint back', () => {
    expect(html).toContain('<style>.skip-link{left:-9999px}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('asks for the scripts from a loader after the first paint, the screen files with them', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    const loader = /<script>(\(function\(\)\{[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/assets/shell.js","/assets/JoinOrgScreen.js"]');
    expect(loader).toContain('s.src="/assets/index.js"');
    expect(loader).toContain('requestAnimationFrame');
  });

  it('refuses a template without an empty root to fill, or without the app script', () => {
    const empty = { html: '', styles: '', title: '', description: '' };
    expect(() => pageHtml('<html><head></head><body></body></html>', empty)).toThrow(/root/);
    const drawn = { ...empty, html: '<main></main>' };
    expect(() => pageHtml('<html><head></head><body><div id="root"></div></body></html>', drawn)).toThrow(
      /module script/,
    );
  });

  it('asks for the document the address names from the HTML when the page has a first read', () => {
    const env = {
      VITE_USE_EMULATORS: 'false',
      VITE_FIRESTORE_EMULATOR_HOST: '',
      VITE_FIREBASE_PROJECT_ID: 'heritage',
      VITE_FIREBASE_API_KEY: 'key-1',
    };
    const withRead = pageHtml(TEMPLATE, PAGE, [], () => '', { collection: 'invites', env });
    expect(withRead).toContain('/databases/(default)/documents/invites/');
    expect(withRead).toContain('"VITE_FIREBASE_PROJECT_ID":"heritage"');
    // Someone once signed in gets the page drawn afresh, and reads through the SDK: no early read for them.
    expect(withRead.indexOf('replaceChildren()')).toBeLessThan(withRead.indexOf('documents/invites/'));
    expect(html).not.toContain('documents/');
  });
});
