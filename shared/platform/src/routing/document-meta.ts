import { useEffect } from 'react';

export const SITE_NAME = 'Replay Market';
const DEFAULT_DESCRIPTION =
  'Buy and sell used games and consoles: browse by category, book, pay by card and meet the seller.';

/** A page's `<title>` ("My Orders · Replay Market") and meta description; the home page is the site's name alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — used games and consoles`;
}

/**
 * Sets the document's title and meta description while the page shows (what search engines and
 * screen readers announce for the route). `title` null: the home page.
 */
export function useDocumentMeta(title: string | null, description = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
