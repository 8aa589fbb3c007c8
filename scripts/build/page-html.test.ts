import { pageHtml } from './page-html';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="Default." /><title>App</title>
<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('a prerendered page', () => {
  it('puts the markup in the root, its styles last in the head, and its title and description', () => {
    const html = pageHtml(
      TEMPLATE,
      {
        html: '<main><h1>Join Organisation</h1></main>',
        styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
        title: 'Join Organisation | App',
        description: 'Join "an" organisation & more.',
      },
      ['/assets/JoinOrgScreen.js'],
    );
    expect(html).toContain('<div id="root"><main><h1>Join Organisation</h1></main></div>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/JoinOrgScreen.js"><style data-emotion="css a1">',
    );
    expect(html).toContain('.css-a1{color:red}</style></head>');
    expect(html).toContain('<title>Join Organisation | App</title>');
    expect(html).toContain('content="Join &quot;an&quot; organisation &amp; more."');
  });

  it('refuses a template without an empty root to fill', () => {
    expect(() =>
      pageHtml('<html><head></head><body></body></html>', {
        html: '',
        styles: '',
        title: '',
        description: '',
      }),
    ).toThrow(/root/);
  });
});
