import { PRODUCT_PAGE_IMAGE_SIZES, UI_MESSAGES } from '@attire/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { productDetailsQueryOptions } from '../../api/fetch-product-details';
import { categoryLabel } from '../../lib/labels';
import { linkedColour } from '../../lib/product-path';
import { useProductReviews } from '../product/product-reviews-slot';
import { ProductOverview } from './product-overview';

/** The product's own page, at /shop/product/:id: what a shared link or a new tab opens. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  // Told here, on the page, rather than in a toast.
  const details = useQuery({ ...productDetailsQueryOptions(id), meta: { silent: true } });
  const Reviews = useProductReviews();
  const product = details.data;

  if (!product) {
    const missing = details.error instanceof ApiError && details.error.status < 500;
    return (
      <div className="grid gap-4 p-4 md:p-6">
        <title>{details.isError ? 'Product not found · Attire' : 'Product · Attire'}</title>
        {details.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <h1 className="text-2xl font-bold">
              {missing ? UI_MESSAGES.pageNotFound : UI_MESSAGES.pageLoadFailed}
            </h1>
            {missing ? (
              <Link to="/shop/listing" className="font-medium text-primary underline">
                See all products
              </Link>
            ) : (
              <Button variant="outline" onClick={() => void details.refetch()}>
                Retry
              </Button>
            )}
          </div>
        ) : (
          <div role="status" aria-label="Loading" className="grid gap-6 md:grid-cols-2">
            <Skeleton className="aspect-square w-full" />
            <Skeleton className="h-80 w-full" />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-6">
      <title>{`${product.title} · Attire`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link to="/shop/home" className="hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={`/shop/listing?category=${product.category}`} className="hover:underline">
              {categoryLabel(product.category)}
            </Link>
          </li>
        </ol>
      </nav>
      <ProductOverview
        key={product.id}
        product={product}
        colour={linkedColour(search)}
        imageSizes={PRODUCT_PAGE_IMAGE_SIZES}
        title={
          <h1 className="text-2xl font-extrabold [overflow-wrap:anywhere] sm:text-3xl">
            {product.title}
          </h1>
        }
        description={<p className="text-muted-foreground">{product.description}</p>}
      />
      <Separator />
      <section aria-labelledby="product-reviews" className="grid gap-2">
        <h2 id="product-reviews" className="sr-only">
          What shoppers say
        </h2>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <Reviews productId={product.id} />
        </Suspense>
      </section>
    </div>
  );
}
