import { colourLabel } from '@attire/contract';
import type { BackInStockMail } from '../mail-data.js';
import type { LinkContext } from './account.js';
import type { MailContent } from './blocks.js';
import { SHOP_NAME, lineDetails } from './format.js';

// A stock alert's e-mail (modules/stock-alerts): the size and colour the shopper waited for is
// back. It is sent once per alert, and only while the variant still has stock (decision 31).

type Variant = Pick<BackInStockMail, 'title' | 'size' | 'colour'>;

/**
 * The contract's subject, "Back in stock: {title}, {size}, {colour}", the colour by its name; a
 * product without sizes or colours leaves that part out ("Back in stock: Leather Belt, Brown").
 */
export function backInStockSubject({ title, size, colour }: Variant): string {
  return ['Back in stock: ' + title, size, colour && colourLabel(colour)]
    .filter(Boolean)
    .join(', ');
}

/** The product's page, showing the alert's colour (the web app preselects `?colour=`). */
export function productPageUrl(context: LinkContext, mail: BackInStockMail): string {
  const page = `${context.shopUrl}/shop/product/${mail.productId}`;
  return mail.colour ? `${page}?colour=${encodeURIComponent(mail.colour)}` : page;
}

export function backInStock(data: BackInStockMail, context: LinkContext): MailContent {
  const url = productPageUrl(context, data);
  const details = lineDetails(data);
  const facts: [string, string][] = [['Product', data.title]];
  if (data.size) facts.push(['Size', data.size]);
  if (data.colour) facts.push(['Colour', colourLabel(data.colour)]);
  return {
    subject: backInStockSubject(data),
    preheader: `${data.title}${details ? ` (${details})` : ''} is back at ${SHOP_NAME}.`,
    heading: 'It is back in stock',
    blocks: [
      {
        type: 'paragraph',
        text: `Hello ${data.name}, good news: what you asked us to watch for is back in stock.`,
      },
      { type: 'picture', url: data.picture, alt: data.title, href: url },
      { type: 'facts', rows: facts },
      { type: 'button', label: 'See it in the shop', url },
      {
        type: 'smallPrint',
        text: 'We do not hold it for you, so it may sell out again. This is the only e-mail about this alert; ask again on the product page if you miss it.',
      },
    ],
  };
}
