export interface MailLink {
  href: string;
  /** The link's text in the e-mail, or its address when it has none. */
  label: string;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

function webAddress(raw: string): string | null {
  try {
    const url = new URL(raw);
    // Only web links: a javascript: or data: link in a message must not become clickable here.
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The web links of an e-mail, in order and once each, for the Messages page to list as real
 * links beside the sandboxed preview (a reset link is what an admin most often needs from it).
 * The HTML is parsed into an inert document: nothing in it runs or loads. Without links there,
 * the plain text's addresses are used.
 */
export function mailLinks(html: string, text: string): MailLink[] {
  const links = new Map<string, MailLink>();
  const add = (raw: string, label: string) => {
    const href = webAddress(raw.trim());
    if (href && !links.has(href)) links.set(href, { href, label: label.trim() || href });
  };
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const anchor of document.querySelectorAll('a[href]')) {
    add(anchor.getAttribute('href') ?? '', anchor.textContent ?? '');
  }
  if (links.size === 0) {
    for (const [address] of text.matchAll(URL_IN_TEXT)) add(address, '');
  }
  return [...links.values()];
}
