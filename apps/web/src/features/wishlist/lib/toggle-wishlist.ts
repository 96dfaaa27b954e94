import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { ProductSummary, WishlistEntry } from '@attire/contract';
import { toast } from '@/lib/toast';
import { addToWishlist } from '../api/add-to-wishlist';
import { wishlistQueryOptions } from '../api/fetch-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';

// Loaded on demand, through load-toggle.ts.

const WISHLIST = wishlistQueryOptions().queryKey;
const MUTATION_KEY = ['wishlist'];

/** What the list held of the product before a change, to put back if the change fails. */
interface Before {
  entry: WishlistEntry | undefined;
  index: number;
  /** Whether the list had loaded: if not, the server's is asked for once the change is made. */
  loaded: boolean;
}

/**
 * Keeps (`wished`) or lets go of one product, optimistically: the shared list changes at once,
 * so every heart of the product and the Wishlist page follow the press, and a failure puts back
 * what the list held (the query client toasts the server's message). One product's changes
 * reach the server in the order they were made (a mutation scope per product), so a quick
 * press and unpress cannot arrive the other way round. With `announceRemoval` (the Wishlist
 * page's Remove, whose tile goes) the server's confirmation is toasted, as no heart is left
 * to show it.
 */
export function toggleWishlist(
  queryClient: QueryClient,
  product: ProductSummary,
  wished: boolean,
  { announceRemoval = false } = {},
): void {
  const setEntries = (change: (entries: WishlistEntry[]) => WishlistEntry[]) =>
    queryClient.setQueryData(WISHLIST, (entries) => entries && change(entries));
  const without = (entries: WishlistEntry[]) =>
    entries.filter((entry) => entry.productId !== product.id);

  const change = new MutationObserver<WishlistEntry | string, Error, boolean, Before>(queryClient, {
    mutationKey: MUTATION_KEY,
    scope: { id: `wishlist:${product.id}` },
    mutationFn: (keep) => (keep ? addToWishlist(product.id) : removeFromWishlist(product.id)),
    onMutate: async (keep) => {
      const loaded = queryClient.getQueryData(WISHLIST);
      // A list on its way from the server would overwrite the change (a first one is let be:
      // cancelled, it would leave the hearts with no list at all).
      if (loaded) await queryClient.cancelQueries({ queryKey: WISHLIST });
      const entries = queryClient.getQueryData(WISHLIST) ?? [];
      const index = entries.findIndex((entry) => entry.productId === product.id);
      const added = { productId: product.id, addedAt: new Date().toISOString(), product };
      setEntries((current) => (keep ? [added, ...without(current)] : without(current)));
      return { entry: entries[index], index, loaded: Boolean(loaded) };
    },
    onSuccess: (reply) => {
      if (typeof reply === 'string') {
        if (announceRemoval) toast({ title: reply });
        return;
      }
      // The server's entry (today's price and stock) replaces the stand-in, unless a later
      // press has taken the product off again meanwhile.
      setEntries((current) =>
        current.map((entry) => (entry.productId === product.id ? reply : entry)),
      );
    },
    onError: (_error, keep, before) => {
      if (!before) return;
      setEntries((current) => {
        if (keep) return before.entry ? current : without(current);
        if (!before.entry || current.some((entry) => entry.productId === product.id)) {
          return current;
        }
        const restored = [...current];
        restored.splice(Math.min(before.index, restored.length), 0, before.entry);
        return restored;
      });
      // After a refusal the server's list is the truth: ask for it once nothing else is on
      // its way.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: WISHLIST });
      }
    },
    onSettled: async (_reply, error, _keep, before) => {
      if (error || !before || before.loaded) return;
      // The first list was on its way and may predate the change: once it is in, ask again
      // (asked for while it is on its way, the same reply would come).
      await queryClient.ensureQueryData(wishlistQueryOptions()).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: WISHLIST });
    },
  });
  // A failure is toasted by the query client and undone above; nothing is left to handle.
  change.mutate(wished).catch(() => undefined);
}
