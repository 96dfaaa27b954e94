// Types of route-javascript.mjs, for the browser suite that imports it.
export declare const BUDGETS_KB: Readonly<Record<string, number>>;
export declare const DIST: string;
export declare const ROUTES: Readonly<Record<string, readonly string[]>>;
export declare const LOADED_ON_ACTION: Readonly<Record<string, readonly string[]>>;
export declare function gzipKb(bytes: Uint8Array): number;
export declare function routeJavaScript(
  dist?: string,
): Record<string, { firstLoad: string[]; untilIdle: string[] }>;
