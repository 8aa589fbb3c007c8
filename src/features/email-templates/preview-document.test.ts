// @vitest-environment jsdom
// DOMPurify needs jsdom's DOM: under happy-dom it returns the HTML untouched, scripts and handlers included.
import { previewDocument } from './preview-document';

describe('previewDocument', () => {
  it('drops scripts, event handlers and javascript: links, and keeps the rest of the HTML', () => {
    const doc = previewDocument(
      '<p onclick="steal()">Hi</p><img src="x.png" onerror="steal()"><script>steal()</script>' +
        '<a href="javascript:steal()">link</a><a href="https://example.org/">safe</a>',
    );
    expect(doc).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(doc).toContain('<p>Hi</p>');
    expect(doc).toContain('<img src="x.png">');
    expect(doc).toContain('<a href="https://example.org/">safe</a>');
  });

  it('opens links outside the frame and sets its own page colours', () => {
    const doc = previewDocument('<a href="https://example.org/">x</a>');
    expect(doc).toMatch(/^<!doctype html>/);
    expect(doc).toContain('<base target="_blank">');
    expect(doc).toContain('<body><a href="https://example.org/">x</a></body>');
  });
});
