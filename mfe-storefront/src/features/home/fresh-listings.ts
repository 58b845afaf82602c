/**
 * The home page's Fresh listings: the first page of a search sorted newest first (the search lists
 * available products unless asked otherwise). Its own module, free of imports, so the route
 * manifest can declare the very request the page makes.
 */
export const FRESH_LISTINGS_QUERY = { sort: 'newest', limit: 8 } as const;
