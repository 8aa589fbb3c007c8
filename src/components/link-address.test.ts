import { describe, expect, it } from 'vitest';
import { linkAddressProblem } from './link-address';

describe('a link address', () => {
  it.each([
    'https://example.org',
    'http://example.org/a?b=c#d',
    '  https://www.riverside.org.uk/walks  ',
    'mailto:hello@riverside.org',
  ])('accepts %s', (href) => expect(linkAddressProblem(href)).toBeNull());

  it.each([
    ['', 'Enter the address the link goes to'],
    ['   ', 'Enter the address the link goes to'],
    ['javascript:alert(1)', 'Start the address with https://, http:// or mailto:'],
    ['data:text/html,hi', 'Start the address with https://, http:// or mailto:'],
    ['www.example.org', 'Start the address with https://, http:// or mailto:'],
    ['ftp://example.org', 'Start the address with https://, http:// or mailto:'],
    ['https://', 'This is not a full web address'],
    ['https://example', 'This is not a full web address'],
    ['https://exa mple.org', 'An address has no spaces'],
    ['mailto:', 'Write an e-mail link as mailto:name@example.org'],
    ['mailto:nobody', 'Write an e-mail link as mailto:name@example.org'],
  ])('refuses %j: %s', (href, message) => expect(linkAddressProblem(href)).toBe(message));
});
