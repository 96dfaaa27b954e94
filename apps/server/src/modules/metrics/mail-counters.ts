import { MAIL_KINDS } from '@attire/contract';
import { Counter, type Registry } from 'prom-client';
import type { MailOutcome } from '../mail/send-mail.js';

/**
 * `attire_emails_sent_total` and `attire_emails_failed_total`, counted by this process as its
 * sends end (modules/mail/send-mail.ts), as Prometheus counters are: the shop's totals are the
 * sum over its processes, and a restart's return to zero is what rate() expects. Every kind
 * starts at 0, so that the first failure is an increase rather than a new series.
 */
export function createMailCounters(registry: Registry) {
  const registers = [registry];
  const sent = new Counter({
    name: 'attire_emails_sent_total',
    help: 'E-mails the SMTP server accepted, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const failed = new Counter({
    name: 'attire_emails_failed_total',
    help: 'Sends that failed, by kind: retried later, or given up (the message is failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  for (const kind of MAIL_KINDS) {
    sent.inc({ kind }, 0);
    failed.inc({ kind, outcome: 'retried' }, 0);
    failed.inc({ kind, outcome: 'given_up' }, 0);
  }
  return (kind: string, outcome: MailOutcome) => {
    if (outcome === 'sent') sent.inc({ kind });
    else failed.inc({ kind, outcome });
  };
}
