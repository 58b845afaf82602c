import type { Badges, EndpointRef, Role } from '@replay/contract';

/** Who may open a page: anyone, any signed-in user, or signed-in users with one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

/**
 * One page a remote owns, as plain data: where it is mounted, its title, who may open it,
 * which of the shell's layouts shows it and, for dashboard pages, its drawer entry.
 */
export interface RouteEntry {
  /** Key of the page's loader in the manifest's `pages`. */
  id: string;
  /** React Router path pattern. */
  path: string;
  title: string;
  /** The page's meta description, for public pages search engines index. */
  description?: string;
  access: Access;
  layout: 'public' | 'dashboard';
  /**
   * A link in the dashboard drawer, for visitors who may open the page; lower `order` first.
   * `badge` names one of the user's unread counts (`GET /me/badges`) to show beside the label.
   */
  drawer?: { label: string; order: number; badge?: keyof Badges };
  /**
   * The API GETs the page makes first, exactly as its hooks make them. When the page is the one a
   * visitor arrives on, the shell starts them with the page's HTML, before the page's code has
   * loaded, and the page's own requests take the responses over (render-as-you-fetch); a request
   * that differs simply goes to the network (the remote's test of its first requests keeps them
   * the same).
   */
  requests?: readonly PageRequest[];
}

/** An API request a page makes first: its endpoint, and what the page fills it with. */
export interface PageRequest {
  endpoint: EndpointRef;
  /** The endpoint's path parameters, each named after the route's parameter that fills it; the same name by default. */
  params?: Readonly<Record<string, string>>;
  /** Its query as the page sends it; `{email}` stands for the signed-in user's e-mail. */
  query?: Readonly<Record<string, string | number>>;
  /** Its query is also the page's own URL query string, as the page sends it (a search page's filters). */
  pageQuery?: boolean;
  /** The photo the page shows first from the answer, preloaded as it arrives (see EarlyPhoto). */
  photo?: EarlyPhoto;
}

/**
 * A photo named by an early request's answer: the answer's `field` (a list of URLs: its first) at
 * the `sizes` the page shows it with, so the preload is the very image the page then asks for.
 */
export interface EarlyPhoto {
  field: string;
  sizes: string;
}
