/**
 * An answer to a feedback question as its owner reads it: on the results screen, in its CSV and in the notice
 * e-mail the server sends. Lists join with "; ", a consent box reads "Agreed" when ticked and nothing otherwise,
 * any other yes/no "Yes" or "No".
 */
export function answerText(type: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join('; ');
  if (typeof value === 'boolean') return type === 'consent' ? (value ? 'Agreed' : '') : value ? 'Yes' : 'No';
  return String(value);
}
