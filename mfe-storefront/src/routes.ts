import { api, routePatterns } from '@replay/contract';
import type { RouteManifest } from '@replay/platform';
import { PRODUCT_PHOTO_SIZES } from './components/photo-sizes';
import { FRESH_LISTINGS_QUERY } from './features/home/fresh-listings';

/**
 * Exposed as `storefront/routes`: the storefront's pages as data (the shell builds its router from
 * them) and a lazy loader for each. Only `@replay/contract` and two constants of the storefront's own
 * (its product photos' sizes, the home page's Fresh listings query) are imported at run time.
 *
 * Anyone may look at the search, a product and a seller. A request for a role (the hearts' saved
 * items) is only started for a visitor of that role, and the pages make it only then.
 */
const manifest: RouteManifest = {
  routes: [
    {
      id: 'home',
      path: routePatterns.home,
      title: 'Home',
      description:
        'The best offers on second-hand games and consoles: PlayStation, Xbox, Nintendo. Book, pay by card, meet the seller.',
      access: 'public',
      layout: 'public',
      // Fresh listings (a phone's first products) and their hearts first, then categories and the carousel.
      requests: [
        { endpoint: api.searchProducts, query: FRESH_LISTINGS_QUERY },
        { endpoint: api.listFavourites },
        { endpoint: api.listCategories },
        { endpoint: api.listAdvertised },
      ],
    },
    {
      id: 'blog',
      path: routePatterns.blog,
      title: 'Blog',
      description: 'Articles on state management, prototypal inheritance, unit tests and React, Angular and Vue.',
      access: 'public',
      layout: 'public',
    },
    {
      id: 'category',
      path: routePatterns.category,
      title: 'Category',
      access: 'user',
      layout: 'public',
      requests: [
        { endpoint: api.listCategories },
        { endpoint: api.listCategoryProducts },
        // The hearts on the cards: a buyer's saved items.
        { endpoint: api.listFavourites },
      ],
    },
    {
      id: 'product',
      path: routePatterns.product,
      title: 'Product',
      access: 'public',
      layout: 'public',
      // The product, its cover photo preloaded as it arrives, and the heart.
      requests: [
        { endpoint: api.getProduct, photo: { field: 'images', sizes: PRODUCT_PHOTO_SIZES } },
        { endpoint: api.listFavourites },
      ],
    },
    {
      id: 'search',
      path: routePatterns.search,
      title: 'Search',
      description: 'Search second-hand games and consoles: filter by category, condition, price and verified sellers.',
      access: 'public',
      layout: 'public',
      // The filters' categories, the results of the search the URL's query string describes, the hearts.
      requests: [
        { endpoint: api.listCategories },
        { endpoint: api.searchProducts, pageQuery: true },
        { endpoint: api.listFavourites },
      ],
    },
    // Its profile and reviews need a signed-in visitor (GET /sellers/{id}…): anyone else sees the listings.
    { id: 'seller', path: routePatterns.seller, title: 'Seller', access: 'public', layout: 'public' },
    {
      id: 'reportContent',
      path: routePatterns.reportContent,
      title: 'Report content',
      description:
        'Tell Replay Market about a listing, seller or message that breaks the law or our rules. No account needed.',
      access: 'public',
      layout: 'public',
    },
    {
      id: 'transparency',
      path: routePatterns.transparency,
      title: 'Transparency',
      description:
        'How Replay Market handles notices month by month: decisions, their grounds, time to decide, appeals.',
      access: 'public',
      layout: 'public',
      // Without ?month= the page asks for the server's current month, as the shell can start it.
      requests: [{ endpoint: api.getTransparency }],
    },
    // The link of a closed account's statement mail: its token is in the query, so nothing starts early.
    {
      id: 'appealByLink',
      path: routePatterns.appealByLink,
      title: 'Appeal a decision',
      access: 'public',
      layout: 'public',
    },
    {
      id: 'messages',
      path: routePatterns.messages,
      title: 'Messages',
      access: ['buyer', 'seller'],
      layout: 'dashboard',
      drawer: { label: 'Messages', order: 50, badge: 'messages' },
      requests: [{ endpoint: api.listConversations }],
    },
    {
      id: 'conversation',
      path: routePatterns.conversation,
      title: 'Conversation',
      access: ['buyer', 'seller'],
      layout: 'dashboard',
      // The page also asks for its offers (GET /offers?conversationId=), which a route's request cannot
      // declare yet: that query takes the route's parameter.
      requests: [{ endpoint: api.getConversation }, { endpoint: api.listMessages }],
    },
    // Its first request (GET /offers?role=) takes the visitor's role, which a route's request cannot
    // declare yet: none is declared.
    {
      id: 'offers',
      path: routePatterns.offers,
      title: 'Offers',
      access: ['buyer', 'seller'],
      layout: 'dashboard',
      drawer: { label: 'Offers', order: 52 },
    },
    {
      id: 'decisions',
      path: routePatterns.decisions,
      title: 'Decisions about me',
      access: ['buyer', 'seller'],
      layout: 'dashboard',
      drawer: { label: 'Decisions about me', order: 55 },
      requests: [{ endpoint: api.listMyDecisions }],
    },
  ],
  pages: {
    home: () => import(/* webpackChunkName: "home" */ './features/home/HomePage'),
    blog: () => import(/* webpackChunkName: "blog" */ './features/blog/BlogPage'),
    category: () => import(/* webpackChunkName: "category" */ './features/products/CategoryPage'),
    product: () => import(/* webpackChunkName: "product" */ './features/products/ProductPage'),
    search: () => import(/* webpackChunkName: "search" */ './features/products/SearchPage'),
    seller: () => import(/* webpackChunkName: "seller" */ './features/sellers/SellerPage'),
    messages: () => import(/* webpackChunkName: "messages" */ './features/messages/InboxPage'),
    conversation: () => import(/* webpackChunkName: "conversation" */ './features/messages/ConversationPage'),
    reportContent: () => import(/* webpackChunkName: "reportContent" */ './features/moderation/ReportContentPage'),
    transparency: () => import(/* webpackChunkName: "transparency" */ './features/moderation/TransparencyPage'),
    appealByLink: () => import(/* webpackChunkName: "appealByLink" */ './features/moderation/AppealByLinkPage'),
    decisions: () => import(/* webpackChunkName: "decisions" */ './features/moderation/DecisionsPage'),
    offers: () => import(/* webpackChunkName: "offers" */ './features/offers/OffersPage'),
  },
};

export default manifest;
