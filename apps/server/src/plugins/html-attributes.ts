const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A value written into the page as an attribute, which no text in it can leave. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ESCAPES[character]!);
}

/** `name="value"` pairs, each value escaped. */
export function writeAttributes(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
    .join(' ');
}
