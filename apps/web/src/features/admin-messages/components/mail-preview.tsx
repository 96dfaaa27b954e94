import type { MailMessage } from '@attire/contract';
import { mailLinks } from '../lib/mail-links';
import { mailSrcdoc } from '../lib/mail-srcdoc';

/**
 * An e-mail as its recipient would see it, safely: the HTML in a sandboxed frame (no scripts,
 * no access to this page; its links open in a new tab), its links again as ordinary links of
 * this page, and the plain-text version.
 */
export function MailPreview({ message }: { message: MailMessage }) {
  const links = mailLinks(message.html, message.text);
  return (
    <div className="grid min-w-0 gap-4">
      {links.length > 0 && (
        <section aria-labelledby="mail-links-heading" className="grid gap-2">
          <h3 id="mail-links-heading" className="text-sm font-semibold">
            Links in this e-mail
          </h3>
          <ul className="grid gap-1 text-sm">
            {links.map((link) => (
              <li key={link.href} className="[overflow-wrap:anywhere]">
                <a href={link.href} className="font-medium text-primary underline">
                  {link.label}
                </a>
                {link.label !== link.href && (
                  <span className="block text-xs text-muted-foreground">{link.href}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {message.html ? (
        <iframe
          title={`E-mail: ${message.subject}`}
          srcDoc={mailSrcdoc(message.html)}
          // No allow-scripts, no allow-same-origin: nothing in it runs or reaches this page.
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          // Out of the Tab order: its links are listed above, its words below, and a key pressed
          // inside the frame (Escape) would not reach the dialog.
          tabIndex={-1}
          className="h-96 w-full rounded-md border bg-white"
        />
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Plain text</summary>
        <pre className="mt-2 font-sans whitespace-pre-wrap [overflow-wrap:anywhere]">
          {message.text}
        </pre>
      </details>
    </div>
  );
}
