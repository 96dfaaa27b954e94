import { reachUsText } from '@attire/contract';
import type { MailBlock, MailContent, MailTotals, RenderedMail } from './blocks.js';
import type { ShopContact } from './context.js';
import { SHOP_NAME, escapeHtml, lineDetails, lineTotal, quantityAndPrice } from './format.js';

// One layout for every e-mail: a single 600-pixel column of nested tables with inline styles
// (what mail apps render alike), which shrinks to the screen on phones, and its plain-text twin.

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT = `${FONT}font-size:15px;line-height:22px;color:#1f2937;`;
const MUTED = `${FONT}font-size:13px;line-height:19px;color:#6b7280;`;
const CELL = 'padding:8px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;';

export function renderLayout(content: MailContent, shop: ShopContact): RenderedMail {
  return {
    subject: content.subject,
    html: renderHtml(content, shop),
    text: renderText(content, shop),
    links: content.blocks.flatMap((block) => (block.type === 'button' ? [block.url] : [])),
  };
}

function htmlBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${escapeHtml(block.text)}</p>`;
    case 'smallPrint':
      return `<p style="margin:0 0 16px;${MUTED}">${escapeHtml(block.text)}</p>`;
    // 240 px wide, and never wider than a phone's column; its height follows the picture.
    case 'picture':
      return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.href)}"><img src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" width="240" style="display:block;width:240px;max-width:100%;height:auto;border:0;border-radius:6px;${TEXT}"></a></p>`;
    case 'button':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:#111827;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a></td></tr></table>
<p style="margin:0 0 16px;${MUTED}">If the button does not work, open this address: <a href="${escapeHtml(block.url)}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(block.url)}</a></p>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${CELL}${MUTED}width:40%;">${escapeHtml(label)}</td><td style="${CELL}${TEXT}">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'lines': {
      const rows = block.lines.map((line) => {
        const details = lineDetails(line);
        return `<tr><td style="${CELL}${TEXT}"><strong>${escapeHtml(line.title)}</strong>${
          details ? `<br><span style="${MUTED}">${escapeHtml(details)}</span>` : ''
        }<br><span style="${MUTED}">${escapeHtml(quantityAndPrice(line))}</span></td><td align="right" style="${CELL}${TEXT}white-space:nowrap;">${escapeHtml(lineTotal(line))}</td></tr>`;
      });
      if (block.totals) rows.push(...htmlTotals(block.totals));
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${rows.join('')}</table>`;
    }
  }
}

/** Text whose lines stay lines (an address), made safe inside HTML. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * Every e-mail's last words: how to reach the shop (reachUsText's sentence), its e-mail and
 * phone as links; a phone's link dials its digits alone.
 */
function htmlReachUs(shop: ShopContact): string {
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1d4ed8;">${escapeHtml(text)}</a>`;
  const mail = link(`mailto:${shop.supportEmail}`, shop.supportEmail);
  const phone = shop.supportPhone;
  return phone
    ? `Questions? Write to ${mail} or call ${link(`tel:${phone.replace(/[^\d+]/g, '')}`, phone)}.`
    : `Questions? Write to ${mail}.`;
}

/** A row under the lines: the label on the left, its amount on the right. */
function totalsRow(label: string, value: string, padding: string, strong = false): string {
  const [open, close] = strong ? ['<strong>', '</strong>'] : ['', ''];
  return `<tr><td style="padding:${padding};${TEXT}">${open}${escapeHtml(label)}${close}</td><td align="right" style="padding:${padding};${TEXT}white-space:nowrap;">${open}${escapeHtml(value)}${close}</td></tr>`;
}

function htmlTotals({ rows, total, note }: MailTotals): string[] {
  return [
    ...rows.map(([label, value], index) =>
      totalsRow(label, value, index === 0 ? '12px 0 4px' : '4px 0'),
    ),
    totalsRow(...total, '12px 0', true),
    ...(note
      ? [
          `<tr><td colspan="2" align="right" style="padding:0 0 8px;${MUTED}">${escapeHtml(note)}</td></tr>`,
        ]
      : []),
  ];
}

function renderHtml(content: MailContent, shop: ShopContact): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;${FONT}font-size:22px;font-weight:700;letter-spacing:1px;color:#111827;">${escapeHtml(SHOP_NAME)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;${FONT}font-size:20px;line-height:28px;color:#111827;">${escapeHtml(content.heading)}</h1>
${content.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;${MUTED}">${htmlReachUs(shop)}<br>${escapeHtml(SHOP_NAME)} · prices in Indian rupees (₹)</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'smallPrint':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    // A picture has no text; its link is the button's.
    case 'picture':
      return '';
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'lines': {
      const lines = block.lines.map((line) => {
        const details = lineDetails(line);
        return [
          `- ${line.title}`,
          ...(details ? [`  ${details}`] : []),
          `  ${quantityAndPrice(line)} = ${lineTotal(line)}`,
        ].join('\n');
      });
      if (block.totals) {
        const { rows, total, note } = block.totals;
        lines.push(...[...rows, total].map(([label, value]) => `${label}: ${value}`));
        if (note) lines.push(note);
      }
      return lines.join('\n');
    }
  }
}

function renderText(content: MailContent, shop: ShopContact): string {
  const title = SHOP_NAME.toUpperCase();
  const reachUs = `Questions? ${reachUsText(shop.supportEmail, shop.supportPhone)}`;
  const blocks = content.blocks.map(textBlock).filter((text) => text !== '');
  return [title, '', content.heading, '', ...blocks.flatMap((b) => [b, ''])]
    .concat([`-- `, reachUs, `${SHOP_NAME} · prices in Indian rupees (₹)`])
    .join('\n');
}
