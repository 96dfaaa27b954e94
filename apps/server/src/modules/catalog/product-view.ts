import {
  toPaise,
  toRupees,
  type BrandId,
  type CategoryId,
  type Product,
  type ProductInput,
} from '@attire/contract';
import { products } from '../../db/schema/index.js';

/** The columns a product reply needs; the generated search text stays in the database. */
export const productColumns = {
  id: products.id,
  image: products.image,
  title: products.title,
  description: products.description,
  category: products.category,
  brand: products.brand,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  totalStock: products.totalStock,
  ratingTotal: products.ratingTotal,
  reviewCount: products.reviewCount,
};

export interface ProductRow {
  id: string;
  image: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number;
  ratingTotal: number;
  reviewCount: number;
}

/** The average of a product's reviews to one decimal, 0 when it has none. */
export function averageRating(ratingTotal: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingTotal * 10) / reviewCount) / 10 : 0;
}

/** One product as every catalogue reply shows it, in rupees (admin and shop alike). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    // The table's check constraints hold these to the contract's ids.
    category: row.category as CategoryId,
    brand: row.brand as BrandId,
    price: toRupees(row.pricePaise),
    salePrice: toRupees(row.salePricePaise),
    totalStock: row.totalStock,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    reviewCount: row.reviewCount,
  };
}

/** An admin's validated input as table values, money in whole paise. */
export function toProductValues(input: ProductInput) {
  return {
    image: input.image,
    title: input.title,
    description: input.description,
    category: input.category,
    brand: input.brand,
    pricePaise: toPaise(input.price),
    salePricePaise: toPaise(input.salePrice),
    totalStock: input.totalStock,
  };
}
