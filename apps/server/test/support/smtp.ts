import type { AddressInfo } from 'node:net';
import { and, count, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { jobs } from '../../src/db/schema/index.js';

/** One e-mail as it reached the SMTP server, parsed as a mail app would. */
export interface Delivered {
  /** The envelope's recipient. */
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  parsed: ParsedMail;
}

export interface TestSmtp {
  /** smtp://user:pass@127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  delivered: Delivered[];
  /** Messages to one address, oldest first. */
  to(address: string): Delivered[];
  /**
   * From now on every message is refused, until accept(): by default with a 451 ("try again
   * later"); a 5xx code refuses for good.
   */
  refuse(responseCode?: number): void;
  accept(): void;
  /** How many times a message was refused since start. */
  readonly refusals: number;
  close(): Promise<void>;
}

const USER = 'shop';
const PASS = 'smtp-secret';

/**
 * A real SMTP server on loopback (smtp-server), with a password, as the shop's mail provider
 * would be: it parses what arrives with mailparser, and can refuse for a while with a 4xx.
 */
export async function startSmtpServer(): Promise<TestSmtp> {
  const delivered: Delivered[] = [];
  let refusing: number | undefined;
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    // Plain AUTH on loopback; a real provider would offer TLS.
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) return callback(null, { user: USER });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    // Refused per recipient, naming it, as providers do ("<a@b>: Recipient address rejected").
    onRcptTo(address, _session, callback) {
      if (refusing === undefined) return callback();
      refusals += 1;
      const text = refusing >= 500 ? 'mailbox unavailable' : 'try again later';
      callback(
        Object.assign(new Error(`<${address.address}>: ${text}`), { responseCode: refusing }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            delivered.push({
              to: recipient.address,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              parsed,
            });
          }
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
    delivered,
    to: (address) => delivered.filter((mail) => mail.to.toLowerCase() === address.toLowerCase()),
    refuse: (responseCode = 451) => {
      refusing = responseCode;
    },
    accept: () => {
      refusing = undefined;
    },
    get refusals() {
      return refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs the app's due jobs until none is left: a job may queue another (a reset request queues
 * its e-mail). An app that listens also has its own worker polling: a job that worker has
 * claimed is waited for, so that its e-mail has arrived when this returns.
 */
export async function runJobs(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await app.jobs.runDue()) > 0) continue;
    const [busy] = await app.db
      .select({ count: count() })
      .from(jobs)
      .where(
        or(eq(jobs.state, 'running'), and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`))),
      );
    if (!busy?.count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('jobs were still running after 20 s');
}

/** The token of the first link to `page` (`/auth/reset-password`) in an e-mail's text. */
export function linkToken(mail: { text: string }, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}
