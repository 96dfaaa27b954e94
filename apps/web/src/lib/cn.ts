import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (conditionally, like clsx). It does not resolve Tailwind conflicts: that
 * needs tailwind-merge, ~9 KB gzip the login page cannot afford. Primitives offer variants for
 * the looks they support; to override one of their utilities anyway, use Tailwind's important
 * modifier at the call site (`w-full!`), which always wins.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
