// Links in the preview open in a new tab: inside the sandboxed frame a page could not run.
const BASE = '<base target="_blank">';

// Where <base> can go: into the head, else right after whichever of these comes first.
const OPENINGS = [/<head\b[^>]*>/i, /<html\b[^>]*>/i, /<!doctype\b[^>]*>/i];

/** The e-mail's HTML for a sandboxed iframe's srcdoc, with its links opening outside it. */
export function mailSrcdoc(html: string): string {
  for (const opening of OPENINGS) {
    const found = opening.exec(html);
    if (!found) continue;
    const end = found.index + found[0].length;
    return `${html.slice(0, end)}${BASE}${html.slice(end)}`;
  }
  return `${BASE}${html}`;
}
