import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage, User } from '@attire/contract';
import { renderWithProviders } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AdminMessagesPage } from './admin-messages-page';

vi.setConfig({ testTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const ADMIN: User = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Admin',
  email: 'admin@attire.test',
  role: 'admin',
  emailVerified: true,
};

const RESET_LINK = 'http://localhost:5000/auth/reset-password?token=reset-secret';

function mail(n: number, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id: `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'orderConfirmed',
    to: 'ravi@example.com',
    subject: `Order ${n} confirmed`,
    text: `Thank you for order ${n}.`,
    html: `<p>Thank you for order ${n}.</p>`,
    state: 'kept',
    createdAt: `2025-03-14T10:${String(n).padStart(2, '0')}:00.000Z`,
    sentAt: null,
    ...overrides,
  };
}

const RESET = mail(0, {
  kind: 'resetPassword',
  to: 'asha@example.com',
  subject: 'Reset your Attire password',
  text: `Choose a new password: ${RESET_LINK}`,
  html: `<!doctype html><html><head></head><body><p>Hello Asha,</p><a href="${RESET_LINK}">Choose a new password</a><script>parent.alert(1)</script></body></html>`,
});

/** The kept e-mails, newest first, filtered by ?to= and paged 2 at a time. */
function stubMessages(messages: MailMessage[]) {
  return stubApi({
    'GET /admin/messages': ({ query }) => {
      const to = query.get('to');
      const page = Number(query.get('page'));
      const matching = messages.filter((message) => !to || message.to === to);
      return {
        body: {
          success: true,
          messages: matching.slice((page - 1) * 2, page * 2),
          total: matching.length,
          page,
          limit: 2,
        },
      };
    },
    'GET /admin/messages/:id': ({ params }) => {
      const found = messages.find((message) => message.id === params.id);
      return found
        ? { body: { success: true, mail: found } }
        : { status: 404, body: { success: false, message: 'Message not found.' } };
    },
  });
}

const table = () => screen.getByRole('table', { name: 'E-mails' });
const subjects = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

function renderPage(route = '/admin/messages') {
  renderWithProviders(<AdminMessagesPage />, { route, user: ADMIN });
  return userEvent.setup({ delay: null });
}

describe('admin messages page', () => {
  it('lists the e-mails with recipient, subject, kind, state and date', async () => {
    const { calls } = stubMessages([RESET, mail(1, { state: 'sent' })]);
    renderPage();
    await screen.findByRole('table', { name: 'E-mails' });
    const [, first, second] = within(table()).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'asha@example.com',
      'Reset your Attire password',
      'Password reset',
      'Kept (not sent)',
      expect.stringContaining('2025'),
      'View: Reset your Attire password to asha@example.com',
    ]);
    expect(within(second!).getByText('Sent')).toBeInTheDocument();
    expect(calls[0]?.query.get('page')).toBe('1');
    expect(calls[0]?.query.has('to')).toBe(false);
  });

  it('filters by recipient and pages through the rest', async () => {
    const { calls } = stubMessages([
      RESET,
      mail(1),
      mail(2),
      mail(3),
      mail(4, { to: 'asha@example.com', subject: 'Verify your e-mail', kind: 'verifyEmail' }),
    ]);
    const user = renderPage();
    await screen.findByRole('table', { name: 'E-mails' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(subjects()).toEqual(['Order 2 confirmed', 'Order 3 confirmed']));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient'), ' asha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(subjects()).toEqual(['Reset your Attire password', 'Verify your e-mail']),
    );
    // A new filter starts again from its first page.
    expect(calls.at(-1)?.query.get('to')).toBe('asha@example.com');
    expect(calls.at(-1)?.query.get('page')).toBe('1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(subjects()).toHaveLength(2));
    expect(screen.getByLabelText('Recipient')).toHaveValue('');
    expect(calls.at(-1)?.query.has('to')).toBe(false);
  });

  it('says so when nobody has been written to at that address', async () => {
    stubMessages([mail(1)]);
    renderPage('/admin/messages?to=nobody%40example.com');
    expect(await screen.findByText('No e-mails to this address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient')).toHaveValue('nobody@example.com');
  });

  it('shows an e-mail in a sandboxed frame, with its links to open', async () => {
    const { calls } = stubMessages([RESET, mail(1)]);
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'View: Reset your Attire password to asha@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Attire password' });
    expect(within(dialog).getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      RESET_LINK,
    );
    const frame = within(dialog).getByTitle('E-mail: Reset your Attire password');
    // No allow-scripts and no allow-same-origin: the script in the e-mail cannot run.
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"></head>');
    expect(frame.getAttribute('srcdoc')).toContain(`href="${RESET_LINK}"`);
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(`Choose a new password: ${RESET_LINK}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/admin/messages/${RESET.id}`)).toBe(true),
    );

    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('button', { name: 'View: Reset your Attire password to asha@example.com' }),
    ).toHaveFocus();
  });

  it('opens the e-mail a link names, even when it is not on the page shown', async () => {
    stubMessages([mail(1), mail(2), mail(3), RESET]);
    renderPage(`/admin/messages?message=${RESET.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Attire password' });
    expect(within(dialog).getByRole('link', { name: 'Choose a new password' })).toBeInTheDocument();
  });
});
