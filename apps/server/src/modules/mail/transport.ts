import { createTransport, type Transporter } from 'nodemailer';

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * The one SMTP transport of a server: a small pool of connections to SMTP_URL, reused from
 * message to message. Every wait is bounded, so a silent SMTP server fails a send (to be
 * retried by the queue) instead of holding a job past its lease.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  return createTransport({
    url: smtpUrl,
    pool: true,
    // As many as the job worker runs at once.
    maxConnections: 4,
    // The pool must not send a message again on its own when a connection drops mid-send (the
    // server may have taken it already): the queue decides, and knows what was recorded sent.
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
}
