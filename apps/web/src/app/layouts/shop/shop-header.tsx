import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { CartButton } from '@/features/cart/components/cart-button';
import { HeaderSearch } from '@/features/catalog/components/search/header-search';
import { PartErrorBoundary, PartLink } from '../shared/part-error-boundary';
import { MobileNav } from './mobile-nav';
import { ShopNav } from './shop-nav';
import { UserMenuButton } from './user-menu-button';

export function ShopHeader() {
  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background">
      <div className="flex h-16 items-center justify-between gap-2 px-4 md:px-6">
        <Link
          to="/shop/home"
          className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LogoMark />
          <span className="font-bold">Attire</span>
        </Link>
        <div className="hidden lg:block">
          <ShopNav />
        </div>
        <div className="flex items-center gap-3">
          {/* Phones and tablets reach search by the menu's Search link. */}
          <HeaderSearch className="hidden xl:block" />
          {/* Parts whose code downloads on use: one that cannot gives way alone. */}
          <PartErrorBoundary fallback={<PartLink href="/shop/checkout">Cart</PartLink>}>
            <CartButton />
          </PartErrorBoundary>
          <UserMenuButton />
          <PartErrorBoundary className="lg:hidden">
            <MobileNav />
          </PartErrorBoundary>
        </div>
      </div>
    </header>
  );
}
