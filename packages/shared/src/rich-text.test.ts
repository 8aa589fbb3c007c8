import { describe, expect, it } from 'vitest';
import { htmlToText } from './rich-text.js';

describe('htmlToText', () => {
  it('turns paragraphs, headings, lists, links and breaks into readable text', () => {
    const html =
      '<h2>Walks</h2><p>Hello &amp; welcome,<br>friends</p><ul><li>One</li><li>Two</li></ul>' +
      '<p>See <a href="https://example.org/w?a=1&amp;b=2">the walks</a> or https://x.org</p>';
    expect(htmlToText(html)).toBe(
      'Walks\n\nHello & welcome,\nfriends\n\n- One\n- Two\n\nSee the walks (https://example.org/w?a=1&b=2) or https://x.org',
    );
  });
  it('leaves out hidden parts and markup, decodes entities', () => {
    expect(
      htmlToText('<p style="display:none">pre</p><p><strong>Bold</strong> &lt;tag&gt; &#8364;</p>'),
    ).toBe('Bold <tag> €');
    expect(htmlToText('<p></p><p> </p>')).toBe('');
  });
  it('reads a drip step and an announcement as their e-mails’ text parts show them', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><ul><li>One</li></ul>')).toBe('Hello & welcome\n\n- One');
    expect(htmlToText('<p>Fish &amp; chips &lt;3</p>')).toBe('Fish & chips <3');
  });
});
