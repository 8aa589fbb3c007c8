import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-templates.js';
import {
  fillMergeTags,
  keepOnlyMergeTags,
  mergeTagProblem,
  personValues,
  sampleValues,
  unknownMergeTags,
} from './merge-tags.js';

describe('merge tags', () => {
  const ada = {
    ...personValues({ email: 'ada@example.org', name: '  Ada King Lovelace ' }),
    organisationName: 'Riverside',
  };

  it('fills a tag with the person’s value, spaces inside the braces allowed', () => {
    expect(fillMergeTags('Hello {{firstName}} of {{ organisationName }}', ada)).toBe(
      'Hello Ada of Riverside',
    );
    expect(fillMergeTags('{{name}} <{{recipientEmail}}>', ada)).toBe('Ada King Lovelace <ada@example.org>');
  });

  it('uses the fallback when the value is missing or blank, and nothing when there is neither', () => {
    const nameless = personValues({ email: 'x@example.org' });
    expect(fillMergeTags('Hello {{firstName|friend}}!', nameless)).toBe('Hello friend!');
    expect(fillMergeTags('Hello {{firstName | dear reader }}!', nameless)).toBe('Hello dear reader!');
    expect(fillMergeTags('Hello {{firstName}}!', nameless)).toBe('Hello !');
    expect(fillMergeTags('Hello {{firstName|friend}}!', ada)).toBe('Hello Ada!');
  });

  it('encodes values (not fallbacks) for an HTML body, and never reads a value as a tag again', () => {
    const odd = personValues({ email: 'o@example.org', name: '<b>Bo</b> {{unsubscribeUrl}}' });
    const html = fillMergeTags(
      '<p>Hi {{name}}, {{organisationName|our &amp; your team}}</p>',
      odd,
      escapeHtml,
    );
    expect(html).toBe('<p>Hi &lt;b&gt;Bo&lt;/b&gt; {{unsubscribeUrl}}, our &amp; your team</p>');
  });

  it('leaves double braces that are not merge tags as they are, and names them as unknown', () => {
    expect(fillMergeTags('{{content}} {{nmae}}', ada)).toBe('{{content}} {{nmae}}');
    expect(unknownMergeTags('Hi {{nmae}}', '<p>{{content}} {{nmae}} {{firstName}}</p>')).toEqual([
      'nmae',
      'content',
    ]);
  });

  it('says which tags are unknown and which exist', () => {
    expect(mergeTagProblem('Hi {{firstName}}', '<p>{{name|you}}</p>')).toBeNull();
    expect(mergeTagProblem('Hi {{nmae}}')).toBe(
      'Unknown merge tag {{nmae}}: use {{name}}, {{firstName}}, {{recipientEmail}}, {{organisationName}}, {{unsubscribeUrl}}, {{preferencesUrl}}',
    );
    expect(mergeTagProblem('{{a}} {{b}}')).toMatch(/^Unknown merge tags \{\{a\}\}, \{\{b\}\}: use /);
  });

  it('has a sample value for every tag, the organisation’s name included', () => {
    const sample = sampleValues('Harbour Heritage');
    expect(Object.values(sample).every((v) => v.length > 0)).toBe(true);
    expect(fillMergeTags('{{firstName}} at {{organisationName}}', sample)).toBe('Alex at Harbour Heritage');
  });

  it('keeps merge tags and drops every other brace from a template a sender passes on', () => {
    expect(keepOnlyMergeTags('Hi {{firstName|you}} {{content}} {single} }} {{ name }}')).toBe(
      'Hi {{firstName|you}} content single  {{ name }}',
    );
  });
});
