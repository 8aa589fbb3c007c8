// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h3>Kits</h3><p><strong>Bold</strong> <em>it</em> <s>gone</s></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles, frames and images', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps http(s) and mailto links and drops javascript: ones', () => {
    const out = sanitizeRichText(
      '<h2 onclick="x">T</h2><p>a<a href="javascript:z">j</a><a href="https://ok.example">k</a><a href="mailto:a@example.org">m</a></p>',
    );
    expect(out).toBe(
      '<h2>T</h2><p>a<a>j</a><a href="https://ok.example">k</a><a href="mailto:a@example.org">m</a></p>',
    );
  });

  it('opens links in a new tab without the opener when asked (text shown inside the app)', () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>', { linksInNewTab: true })).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });
});
