import type { ComponentType } from 'react';

// The client's one registry of screens (docs/architecture.md §9, "Screens"): each feature lists
// its screens in its `screens.ts`, client/src/app/screens.ts collects those lists, and the route
// table, the admin sidebar, the header menu, the pre-rendered pages and the browser sweeps
// (client/e2e/screens.ts) all read it. Nothing here imports a page: a screen names its lazy
// module, so the list loads in Node too (the build, the sweeps).

/**
 * The frame a screen sits in (docs/decisions/014):
 * - `home`: the home page, whose hero slider comes first and the about section below it (the page places it);
 * - `marketing`: pages that market, with the about section between the header and the page;
 * - `task`: pages where people come to do something, opening on their own heading (shop, blog, legal, booking…);
 * - `account`: the person's account pages, task pages too (same frame, the sweeps' `account` area);
 * - `admin`: the back office's doors (login, password reset), without the public header and footer;
 * - `dashboard`: /admin/dashboard and its pages, behind the admin's session, beside the sidebar.
 */
export type ScreenLayout = 'home' | 'marketing' | 'task' | 'account' | 'admin' | 'dashboard';

/** The admin sidebar's groups (features/admin-shell/components/admin-sidebar.tsx names, orders and draws them). */
export type SidebarGroup = 'dashboard' | 'prospectos' | 'inicio' | 'blog' | 'ventas' | 'sistema';

/**
 * The admin sidebar's icons, by their lucide-react names. The registry names an icon rather than
 * importing it: the list travels in the entry chunk, the icons only in the back office's chunk
 * (features/admin-shell/components/admin-sidebar.tsx maps each name to its component).
 */
export type SidebarIcon =
  | 'CalendarClock'
  | 'CalendarRange'
  | 'CalendarX'
  | 'GalleryHorizontal'
  | 'History'
  | 'Images'
  | 'LayoutDashboard'
  | 'MailWarning'
  | 'MessageSquareQuote'
  | 'Newspaper'
  | 'Package'
  | 'ReceiptText'
  | 'ShieldCheck'
  | 'Store'
  | 'Trophy'
  | 'UserRound'
  | 'UserSearch'
  | 'Video';

/** A page module as `import()` gives it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages differ in their props; `props` below fills them
export type PageModule = () => Promise<{ default: ComponentType<any> }>;

export interface Screen {
  /** From the root, as the route table matches it (case-insensitively): '/tienda/:slug', '/admin/dashboard/agenda', '*'. */
  path: string;
  /** The page's lazy module: each page is its own chunk. Screens showing one page share the same function. */
  page: PageModule;
  /** Fixed props of the page on this path (the reto's slug of /reto21dias). */
  props?: Record<string, string>;
  layout: ScreenLayout;
  /** Only for a signed-in user (sent to /login otherwise). Dashboard screens always need the admin's session. */
  guard?: 'user';
  /** A missing record shows the site's not-found page (the `*` screen's page, given as the `notFound` prop). */
  notFound?: true;
  /**
   * Built to HTML (docs/architecture.md §10): `module` is the page's source as the Vite manifest names it
   * ('src/features/home/routes/home-page.tsx'), `canonical` the page a duplicate path shows. A path with a
   * parameter, and the catch-all, are rendered once `at` one address (the loading state of
   * '/tienda/:slug' at '/tienda/producto'; the not-found page at '/pagina-no-encontrada').
   */
  prerender?: { module: string; canonical?: string; at?: string };
  /** One of the public header's links, `order` its place from the left. */
  menu?: { label: string; order: number };
  /** The admin sidebar's entry: its group, label and icon, `order` its place in the group. */
  sidebar?: { group: SidebarGroup; label: string; icon: SidebarIcon; order: number };
  /** The site search finds it: shared/src/site-search-pages.ts holds its title and summary for the server. */
  search?: true;
  /**
   * The address the browser sweeps open (client/e2e/sweep.ts) when it is not `path` itself: a real value for
   * each parameter, or the query the page needs. `{dia}` stands for the sweeps' booking day.
   */
  sweep?: string;
}

/** A link of the public header (components/layout/header.tsx and its mobile menu). */
export interface MenuLink {
  to: string;
  label: string;
  /** Active on its own path only (the home page's link). */
  end?: boolean;
}

/** A link of the admin sidebar (features/admin-shell/components/admin-sidebar.tsx). */
export interface SidebarLink {
  to: string;
  label: string;
  icon: SidebarIcon;
  group: SidebarGroup;
  /** Active on its own path only (the dashboard's home). */
  end?: boolean;
}
