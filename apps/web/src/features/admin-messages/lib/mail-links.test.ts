import { describe, expect, it } from 'vitest';
import { mailLinks } from './mail-links';

const RESET = 'http://localhost:5000/auth/reset-password?token=abc_DEF-123';

describe('the links of an e-mail', () => {
  it("lists the HTML's web links once each, with their text", () => {
    const html = `<p>Hello</p>
      <a href="${RESET}">Choose a new password</a>
      <a href="${RESET}">${RESET}</a>
      <a href="https://attire.example/shop/home"> </a>`;
    expect(mailLinks(html, '')).toEqual([
      { href: RESET, label: 'Choose a new password' },
      { href: 'https://attire.example/shop/home', label: 'https://attire.example/shop/home' },
    ]);
  });

  it('leaves out links that are not web addresses', () => {
    const html = `<a href="javascript:alert(1)">Click</a><a href="data:text/html,x">Data</a>
      <a href="mailto:help@attire.example">Write to us</a><a href="/relative">Relative</a>`;
    expect(mailLinks(html, '')).toEqual([]);
  });

  it('falls back to the addresses in the plain text', () => {
    const text = `Choose a new password: ${RESET}\nIt works for 60 minutes.`;
    expect(mailLinks('<p>No links here</p>', text)).toEqual([{ href: RESET, label: RESET }]);
  });
});
