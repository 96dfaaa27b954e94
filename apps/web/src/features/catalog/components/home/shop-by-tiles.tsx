import { Baby, Footprints, Shirt, Sparkles, Tag, Watch, type LucideIcon } from 'lucide-react';
import { BRANDS, CATEGORIES } from '@attire/contract';
import { Link } from 'react-router';
import { listingPath, storeFilters, type FilterKey } from '../../lib/filters';

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  men: Shirt,
  women: Sparkles,
  kids: Baby,
  accessories: Watch,
  footwear: Footprints,
};

interface Tile {
  id: string;
  label: string;
}

interface TileSectionProps {
  title: string;
  filterKey: FilterKey;
  tiles: readonly Tile[];
  /** Five categories and six brands each fill one row on a wide screen. */
  wideColumns: string;
}

function TileSection({ title, filterKey, tiles, wideColumns }: TileSectionProps) {
  return (
    <section className="px-4 py-10 md:px-6">
      <h2 className="mb-6 text-center text-2xl font-bold sm:text-3xl">{title}</h2>
      <ul className={`grid grid-cols-2 gap-4 md:grid-cols-3 ${wideColumns}`}>
        {tiles.map((tile) => {
          const Icon = CATEGORY_ICONS[tile.id] ?? Tag;
          const filters = { [filterKey]: [tile.id] };
          return (
            <li key={tile.id}>
              <Link
                to={listingPath(filters)}
                onClick={() => storeFilters(filters)}
                className="flex flex-col items-center justify-center gap-3 rounded-lg border bg-background p-6 font-bold shadow-sm outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-10" aria-hidden="true" />
                {tile.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Home's Shop by Category (5) and Shop by Brands (6): each sets the filter, opens the listing. */
export function ShopByTiles() {
  return (
    <>
      <TileSection
        title="Shop by Category"
        filterKey="category"
        tiles={CATEGORIES}
        wideColumns="lg:grid-cols-5"
      />
      <div className="bg-muted/50">
        <TileSection
          title="Shop by Brands"
          filterKey="brand"
          tiles={BRANDS}
          wideColumns="lg:grid-cols-6"
        />
      </div>
    </>
  );
}
