/**
 * The sign-in pages' query parameter naming the page to return to once signed in. Apart from
 * return-path.ts, which checks its value: the route guard only writes it and sees it is there,
 * so that check stays out of every page's first load.
 */
export const RETURN_TO = 'returnTo';
