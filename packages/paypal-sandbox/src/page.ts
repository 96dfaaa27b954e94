// The sandbox's approval page: plain HTML forms, no script (the shop's CSP forbids inline
// scripts, and a payment page should work without any).

// Phone-first: the card never outgrows the screen (border-box, a margin round it), long order
// ids wrap, and the buttons are at least 48 px tall (issue 25: at 390 px they touched the edge).
const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; min-height: 100dvh; display: grid; place-items: center;
    padding: 16px; font-family: system-ui, sans-serif; background: #f5f7fa; color: #1a1a1a; }
  main { width: 100%; max-width: 420px; padding: clamp(20px, 6vw, 32px); background: #fff;
    border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); text-align: center;
    overflow-wrap: anywhere; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 8px; }
  .brand { font-weight: 700; color: #003087; letter-spacing: .02em; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 24px; }
  .note { color: #555; font-size: .875rem; }
  form { margin: 12px 0 0; }
  button { display: block; width: 100%; min-height: 48px; padding: 12px; border-radius: 999px;
    border: 0; font: inherit; font-size: 1rem; font-weight: 600; cursor: pointer;
    background: #ffc439; color: #111; }
  button.secondary { background: transparent; border: 1px solid #888; }
  button:focus-visible { outline: 3px solid #003087; outline-offset: 2px; }`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<p class="brand">PayPal sandbox</p>
${body}
</main></body>
</html>`;
}

function formatAmount(value: string, currency: string): string {
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${currency} ${value}`;
  }
}

export function approvalPage(input: {
  id: string;
  value: string;
  currency: string;
  payAction: string;
  cancelAction: string;
}): string {
  const token = `<input type="hidden" name="token" value="${escapeHtml(input.id)}">`;
  return layout(
    'Approve your payment',
    `<h1>Approve your payment to Attire</h1>
<p class="amount">${escapeHtml(formatAmount(input.value, input.currency))}</p>
<p class="note">Order ${escapeHtml(input.id)}. This is the shop's built-in test payment page: no real money moves.</p>
<form method="post" action="${escapeHtml(input.payAction)}">${token}<button type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(input.cancelAction)}">${token}<button type="submit" class="secondary">Cancel</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="note">${escapeHtml(message)}</p>`);
}
