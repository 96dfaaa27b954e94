import { useRef } from 'react';
import { Link } from 'react-router';
import { STORE_INFO_MESSAGES, STORE_NAME } from '@attire/contract';
import { phoneHref, useShopInfo } from '@/lib/shop-info';
import { STORE_PAGES } from '../lib/store-pages';
import { useNearScreen } from '../lib/use-near-screen';

const LINK = 'inline-block py-1.5 underline-offset-4 hover:underline';

/**
 * The shop's footer: its pages about itself (contact, shipping, returns, privacy) and how to
 * reach it. Below the fold, so its code downloads apart from the page's, and the shop's e-mail
 * and phone are asked for only when a visitor scrolls near it; the links need nothing.
 */
export function ShopFooter() {
  const footer = useRef<HTMLElement>(null);
  const { data: shop } = useShopInfo({ enabled: useNearScreen(footer) });
  return (
    <footer ref={footer} className="border-t bg-muted/40 text-sm">
      <div className="mx-auto grid max-w-7xl gap-2 px-4 py-6 md:grid-cols-[1fr_auto] md:items-center md:px-6">
        <nav aria-label={STORE_INFO_MESSAGES.footerNav}>
          <ul className="flex flex-wrap gap-x-6">
            {STORE_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={LINK}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Its room is kept while the details load, so nothing below jumps. */}
        <p className="min-h-9 text-muted-foreground md:text-right">
          {shop && (
            <>
              <a href={`mailto:${shop.supportEmail}`} className={`${LINK} break-all`}>
                {shop.supportEmail}
              </a>
              {shop.supportPhone && (
                <>
                  {' · '}
                  <a href={phoneHref(shop.supportPhone)} className={LINK}>
                    {shop.supportPhone}
                  </a>
                </>
              )}
            </>
          )}
        </p>
        <p className="text-muted-foreground">© {STORE_NAME}</p>
      </div>
    </footer>
  );
}
