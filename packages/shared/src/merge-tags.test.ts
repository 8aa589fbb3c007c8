import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-templates.js';
import {
  fillMergeTags,
  keepOnlyMergeTags,
  mergeTagProblem,
  mergeTagSnippets,
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
    expect(unknownMergeTags(['Hi {{nmae}}', '<p>{{content}} {{nmae}} {{firstName}}</p>'])).toEqual([
      'nmae',
      'content',
    ]);
  });

  it('says which tags are unknown and which exist', () => {
    expect(mergeTagProblem(['Hi {{firstName}}', '<p>{{name|you}}</p>'])).toBeNull();
    expect(mergeTagProblem(['Hi {{nmae}}'])).toBe(
      'Unknown merge tag {{nmae}}: use {{name}}, {{firstName}}, {{recipientEmail}}, {{organisationName}}, {{unsubscribeUrl}}, {{preferencesUrl}}',
    );
    expect(mergeTagProblem(['{{a}} {{b}}'])).toMatch(/^Unknown merge tags \{\{a\}\}, \{\{b\}\}: use /);
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

  describe('custom fields', () => {
    const fields = [
      { key: 'school_name', label: 'School name' },
      { key: 'town', label: 'Town' },
    ];
    const keys = fields.map((f) => f.key);

    it('fills {{custom.key}} with the person’s field, or the fallback when they have none', () => {
      const pupil = personValues({
        email: 'p@example.org',
        customFields: { school_name: 'Hillside <Primary>' },
      });
      expect(fillMergeTags('From {{custom.school_name}} in {{custom.town|your town}}', pupil)).toBe(
        'From Hillside <Primary> in your town',
      );
      expect(fillMergeTags('<p>{{ custom.school_name }}</p>', pupil, escapeHtml)).toBe(
        '<p>Hillside &lt;Primary&gt;</p>',
      );
    });

    it('knows only the organisation’s fields when they are given, and any field by its form when not', () => {
      expect(mergeTagProblem(['Hi {{custom.town}}'], keys)).toBeNull();
      expect(mergeTagProblem(['Hi {{custom.postcode}}'], keys)).toBe(
        'Unknown merge tag {{custom.postcode}}: use {{name}}, {{firstName}}, {{recipientEmail}}, {{organisationName}}, {{unsubscribeUrl}}, {{preferencesUrl}}, {{custom.school_name}}, {{custom.town}}',
      );
      expect(mergeTagProblem(['Hi {{custom.postcode}}'])).toBeNull();
      // A dotted name other than a custom field's is no tag.
      expect(unknownMergeTags(['{{other.town}}', '{{custom.town}}'], keys)).toEqual(['other.town']);
    });

    it('offers each field as a chip after the standard tags, and a sample value named after its label', () => {
      const chips = mergeTagSnippets(fields);
      expect(chips.slice(-2).map((c) => c.text)).toEqual(['{{custom.school_name}}', '{{custom.town}}']);
      expect(chips.at(-1)?.label).toBe('Town');
      expect(fillMergeTags('{{custom.town}}', sampleValues('Harbour', fields))).toBe('[Town]');
    });

    it('keeps custom tags in a template a sender passes on', () => {
      expect(keepOnlyMergeTags('{{custom.town|here}} {{content}}')).toBe('{{custom.town|here}} content');
    });
  });
});
