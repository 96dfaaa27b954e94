import type { FastifyInstance, FastifyReply } from 'fastify';
import { SandboxError, parseInput } from './errors.js';
import { toMinor, toMoney } from './money.js';
import { approvalPage, messagePage } from './page.js';
import { ApprovalFormSchema, ApprovalQuerySchema } from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';

const notFoundPage = () =>
  messagePage('Payment not found', 'This payment link is not valid or has expired.');
const alreadyPaidPage = () =>
  messagePage('Already paid', 'This payment has already been completed.');
const noReturnPage = (title: string) =>
  messagePage(title, 'The shop gave no page to return to: you may close this window.');

/**
 * The page a shopper is sent to by the order's approve link: the amount, and Pay or Cancel,
 * each of which sends the browser back to the shop with PayPal's query parameters.
 */
export async function approvalRoutes(app: FastifyInstance, { store }: SandboxDeps) {
  app.get('/checkoutnow', async (request, reply) => {
    const { token } = parseInput(ApprovalQuerySchema, request.query);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const shown = await store.page(token);
    if (!shown) return reply.status(404).send(notFoundPage());
    if (shown.state === 'COMPLETED') return alreadyPaidPage();
    const units = shown.record.request.purchase_units;
    const currency = units[0]!.amount.currency_code;
    const total = units.reduce((sum, unit) => sum + toMinor(unit.amount), 0n);
    return approvalPage({
      id: shown.record.id,
      value: toMoney(total, currency).value,
      currency,
      payAction: `${app.prefix}/checkoutnow/pay`,
      cancelAction: `${app.prefix}/checkoutnow/cancel`,
    });
  });

  app.post('/checkoutnow/pay', async (request, reply) => {
    const { token } = parseInput(ApprovalFormSchema, request.body);
    return onPage(reply, 'Payment approved', async () => {
      const { returnUrl, payerId } = await store.approve(token);
      // Exactly what PayPal adds to the return URL: the order id as `token`, and the payer.
      return returnUrl && withQuery(returnUrl, { token, PayerID: payerId });
    });
  });

  app.post('/checkoutnow/cancel', async (request, reply) => {
    const { token } = parseInput(ApprovalFormSchema, request.body);
    return onPage(reply, 'Payment cancelled', async () => {
      const cancelUrl = await store.cancelUrl(token);
      return cancelUrl && withQuery(cancelUrl, { token });
    });
  });
}

/** Sends the browser on with a 303 (so it follows with a GET), or shows why it cannot. */
async function onPage(reply: FastifyReply, done: string, next: () => Promise<string | undefined>) {
  void reply.type('text/html; charset=utf-8');
  try {
    const target = await next();
    return target ? reply.redirect(target, 303) : noReturnPage(done);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const page = error.statusCode === 404 ? notFoundPage() : alreadyPaidPage();
    return reply.status(error.statusCode).send(page);
  }
}

/** The URL with the given query parameters set, keeping any it already has. */
function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
