import type { FastifyInstance, FastifyReply } from 'fastify';
import { SandboxError, parseInput } from './errors.js';
import { approvalPage, messagePage } from './page.js';
import { ApprovalFormSchema, ApprovalQuerySchema, toCents, toValue } from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';

const notFoundPage = () =>
  messagePage('Payment not found', 'This payment link is not valid or has expired.');
const alreadyPaidPage = () =>
  messagePage('Already paid', 'This payment has already been completed.');

/**
 * The page a shopper is sent to by the order's approve link: the amount, and Pay or Cancel,
 * each of which sends the browser back to the shop with PayPal's query parameters.
 */
export async function approvalRoutes(app: FastifyInstance, { store }: SandboxDeps) {
  app.get('/checkoutnow', async (request, reply) => {
    const { token } = parseInput(ApprovalQuerySchema, request.query);
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const order = await store.page(token);
    if (!order) return reply.status(404).send(notFoundPage());
    if (order.status === 'COMPLETED') return alreadyPaidPage();
    const units = order.request.purchase_units;
    const total = units.reduce((sum, unit) => sum + toCents(unit.amount.value), 0);
    return approvalPage({
      id: order.id,
      value: toValue(total),
      currency: units[0]!.amount.currency_code,
      payAction: `${app.prefix}/checkoutnow/pay`,
      cancelAction: `${app.prefix}/checkoutnow/cancel`,
    });
  });

  app.post('/checkoutnow/pay', async (request, reply) => {
    const { token } = parseInput(ApprovalFormSchema, request.body);
    return onPage(reply, async () => {
      const { returnUrl, payerId } = await store.approve(token);
      return withQuery(returnUrl, { paymentId: token, token, PayerID: payerId });
    });
  });

  app.post('/checkoutnow/cancel', async (request, reply) => {
    const { token } = parseInput(ApprovalFormSchema, request.body);
    return onPage(reply, async () => withQuery(await store.cancelUrl(token), { token }));
  });
}

/** Sends the browser on with a 303 (so it follows with a GET), or shows why it cannot. */
async function onPage(reply: FastifyReply, next: () => Promise<string>) {
  try {
    return reply.redirect(await next(), 303);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const page = error.statusCode === 404 ? notFoundPage() : alreadyPaidPage();
    return reply.status(error.statusCode).type('text/html; charset=utf-8').send(page);
  }
}

/** The URL with the given query parameters set, keeping any it already has. */
function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
