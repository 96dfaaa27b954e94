import { STORE_INFO_MESSAGES } from '@attire/contract';
import { useShopInfo } from '@/lib/shop-info';

/**
 * Where the items of a return go: the shop's return address, or, while it has none, that the
 * approval e-mail will say. `approved`: the return is accepted, so the items may go now.
 */
export function ReturnAddressNote({ approved = false }: { approved?: boolean }) {
  const { data: shop } = useShopInfo();
  if (!shop) return null;
  return (
    <div className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
      {shop.returnAddress ? (
        <>
          <p className="font-medium">{STORE_INFO_MESSAGES.sendItemsTo}</p>
          <address className="whitespace-pre-line not-italic">{shop.returnAddress}</address>
          {!approved && (
            <p className="text-muted-foreground">{STORE_INFO_MESSAGES.sendAfterApproval}</p>
          )}
        </>
      ) : (
        <p>{STORE_INFO_MESSAGES.returnAddressLater}</p>
      )}
    </div>
  );
}
