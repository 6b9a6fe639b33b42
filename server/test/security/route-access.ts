/**
 * Every route of the real app, classified by who may call it. A route added later that is not in
 * this table makes the suite fail and ask to be classified, so nothing ships unreviewed.
 */
export type Access = 'public' | 'user' | 'admin';

export const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/inicio-slides': 'public',
  'GET /api/slider-images': 'public',
  'GET /api/video-motivacional-path': 'public',
  'GET /api/perfil-pro-data': 'public',
  'GET /api/testimonials': 'public',
  'GET /api/bloqueos': 'public',
  'GET /api/horarios-ocupados': 'public',
  'POST /api/registros': 'public',
  'GET /api/registros/verificar/:token': 'public',
  'POST /api/users/register': 'public',
  'GET /api/users/verify-email/:token': 'public',
  'POST /api/users/login': 'public',
  'POST /api/users/resend-verification': 'public',
  'POST /api/users/forgot-password': 'public',
  'POST /api/users/reset-password': 'public',
  'POST /api/auth/admin/login': 'public',
  'POST /api/auth/admin/request-password-reset': 'public',
  'POST /api/auth/admin/reset-password': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',

  'GET /api/users/profile': 'user',

  'GET /api/admin/bloqueos': 'admin',
  'POST /api/admin/bloqueos': 'admin',
  'DELETE /api/admin/bloqueos/:id': 'admin',
  'GET /api/admin/registros': 'admin',
  'GET /api/admin/registros/export.csv': 'admin',
  'PUT /api/admin/registros/:id': 'admin',
  'DELETE /api/admin/registros/:id': 'admin',
  'GET /api/admin/slider/images': 'admin',
  'POST /api/admin/slider/upload/:slot': 'admin',
  'GET /api/admin/slider/video': 'admin',
  'POST /api/admin/slider/video/upload': 'admin',
  'GET /api/admin/perfil': 'admin',
  'PUT /api/admin/perfil/update-text': 'admin',
  'POST /api/admin/perfil/upload-image': 'admin',
  'POST /api/admin/perfil/upload-video': 'admin',
  'GET /api/admin/testimonials': 'admin',
  'POST /api/admin/testimonials': 'admin',
  'PUT /api/admin/testimonials/:id': 'admin',
  'DELETE /api/admin/testimonials/:id': 'admin',
  'POST /api/admin/testimonials/:id/upload-video': 'admin',
  'POST /api/admin/testimonials/:id/upload-poster': 'admin',
  'GET /api/admin/inicio/slides': 'admin',
  'PUT /api/admin/inicio/slides/:id': 'admin',
  'POST /api/admin/inicio/slides/:id/upload-hero': 'admin',
};

/** The access class of a route key ('METHOD /path'), or undefined when nobody classified it. */
export const accessOf = (key: string): Access | undefined => ACCESS[key];
