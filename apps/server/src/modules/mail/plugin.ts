import type { FastifyInstance } from 'fastify';
import { withdrawnBeforeSending } from '../stock-alerts/withdraw-mail.js';
import { linkTokenSeal } from './link-tokens.js';
import { mailContext } from './links.js';
import { MAIL_SEND_JOB } from './queue-mail.js';
import { MAIL_PURGE_JOB, purgeOldMail } from './retention.js';
import { sendQueuedMail } from './send-mail.js';
import { createMailTransport, type MailTransport } from './transport.js';

/**
 * The `mail.send` job's handler, over one SMTP transport made when the first message leaves
 * (none without SMTP_URL: messages are kept) and closed with the app; and the hourly purge of
 * old messages.
 */
export async function mailJobs(app: FastifyInstance) {
  const { smtpUrl, from } = app.config.mail;
  const log = app.log.child({ module: 'mail' });
  if (!smtpUrl && app.config.env === 'production') {
    log.warn(
      'SMTP_URL is not set: no e-mail is sent. Order confirmations and updates are kept on the back office Messages page; verification and reset links are not shown there in production, so shoppers cannot use them.',
    );
  }
  let transport: MailTransport | undefined;
  app.addHook('onClose', async () => transport?.close());
  app.jobs.register(MAIL_SEND_JOB, (payload, run) =>
    sendQueuedMail(
      {
        db: app.db,
        transport: () => (smtpUrl ? (transport ??= createMailTransport(smtpUrl)) : undefined),
        from,
        context: () => mailContext(app),
        seal: linkTokenSeal(app.config.jwtSecret),
        liveKeptLinks: app.config.env !== 'production',
        log,
        counted: app.metrics?.countMail,
        withdrawn: (row) => withdrawnBeforeSending(app.db, row),
      },
      payload,
      run,
    ),
  );
  app.jobs.register(MAIL_PURGE_JOB, async () => {
    await purgeOldMail(app.db);
  });
  app.jobs.schedule(MAIL_PURGE_JOB, 60 * 60_000);
}
