import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize';

describe('sanitizeBody', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h3>Kits</h3><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeBody(html)).toBe(html);
  });
  it('drops scripts, event handlers, styles, frames and images', () => {
    const out = sanitizeBody(
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>Hi</p>');
  });
  it('keeps http(s) and mailto links, opening safely in a new tab, and drops javascript: ones', () => {
    expect(sanitizeBody('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeBody('<a href="mailto:a@example.org">x</a>')).toContain('mailto:a@example.org');
  });
});
