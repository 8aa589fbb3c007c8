import DOMPurify from 'dompurify';

/**
 * The preview's HTML goes through DOMPurify and then into a sandboxed frame (no scripts, no same origin): a
 * template's own styles cannot restyle the admin, and nothing in it can run.
 */
export function previewDocument(html: string): string {
  const clean = DOMPurify.sanitize(html);
  return (
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">' +
    '<style>body{margin:16px;background:#fff;color:#1f2933;overflow-wrap:anywhere}</style></head>' +
    `<body>${clean}</body></html>`
  );
}
