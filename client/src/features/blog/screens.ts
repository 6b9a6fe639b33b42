import type { Screen } from '../../lib/screens';

/** The blog's public pages: task pages (docs/decisions/014). */
export const blogScreens: readonly Screen[] = [
  {
    path: '/blog',
    page: () => import('./routes/blog-page'),
    layout: 'task',
    prerender: { module: 'src/features/blog/routes/blog-page.tsx' },
    menu: { label: 'Blog', order: 5 },
    search: true,
  },
  {
    path: '/blog/:slug',
    page: () => import('./routes/post-page'),
    layout: 'task',
    // a draft or unknown post shows the site's not-found page (the page server answers it with a 404)
    notFound: true,
    prerender: { module: 'src/features/blog/routes/post-page.tsx', at: '/blog/entrada' },
    // a demo post of the seed
    sweep: '/blog/guia-practica-de-hidratacion-cuanta-agua-necesitas-de-verdad',
  },
  {
    path: '/blog/vista-previa/:token',
    page: () => import('./routes/preview-page'),
    layout: 'task',
    // a draft preview of an unknown link: its not-found state
    sweep: '/blog/vista-previa/un-enlace-que-no-existe',
  },
];
