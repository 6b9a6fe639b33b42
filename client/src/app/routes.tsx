import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';
import { AdminShell } from './admin-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireAdmin, RequireUser } from '../lib/session/require-session';

// Every page is its own lazy chunk, so the home page bundle carries neither the back office nor the booking form.
// Paths match case-insensitively (react-router's default), so /Politicas and /politicas are one route.

const HomePage = lazy(() => import('../features/home/routes/home-page'));
const CategoryCardsPage = lazy(() => import('../features/home/routes/category-cards-page'));
const AboutPage = lazy(() => import('../features/site-pages/routes/about-page'));
const ContactPage = lazy(() => import('../features/site-pages/routes/contact-page'));
const RetoPage = lazy(() => import('../features/retos/routes/reto-page'));
const FunnelMenuPage = lazy(() => import('../features/funnel/routes/funnel-menu-page'));
const FunnelSectionPage = lazy(() => import('../features/funnel/routes/funnel-section-page'));
const PoliticasPage = lazy(() => import('../features/site/routes/politicas-page'));
const NotFoundPage = lazy(() => import('../features/site/routes/not-found-page'));
const CheckoutPage = lazy(() => import('../features/checkout/routes/checkout-page'));
const PedidoPage = lazy(() => import('../features/checkout/routes/pedido-page'));
const PagoResultadoPage = lazy(() => import('../features/checkout/routes/pago-resultado-page'));
const TerminosPage = lazy(() => import('../features/checkout/routes/terminos-page'));

const TiendaPage = lazy(() => import('../features/shop/routes/tienda-page'));
const ProductoPage = lazy(() => import('../features/shop/routes/producto-page'));
const PaginasPage = lazy(() => import('../features/shop/routes/paginas-page'));
const CarritoPage = lazy(() => import('../features/shop/routes/carrito-page'));

const BlogPage = lazy(() => import('../features/blog/routes/blog-page'));
const PostPage = lazy(() => import('../features/blog/routes/post-page'));
const PreviewPage = lazy(() => import('../features/blog/routes/preview-page'));

const RegistroPage = lazy(() => import('./registro-route'));
const BookingVerificationPendingPage = lazy(() => import('../features/booking/routes/verification-pending-page'));
const BookingVerificationSuccessPage = lazy(() => import('../features/booking/routes/verification-success-page'));
const BookingVerificationErrorPage = lazy(() => import('../features/booking/routes/verification-error-page'));
const ConfirmBookingPage = lazy(() => import('../features/booking/routes/confirm-booking-page'));
const MiAsesoriaPage = lazy(() => import('../features/booking/routes/mi-asesoria-page'));

const RegisterPage = lazy(() => import('../features/account/routes/register-page'));
const AccountVerificationPendingPage = lazy(() => import('../features/account/routes/verification-pending-page'));
const VerifyEmailPage = lazy(() => import('../features/account/routes/verify-email-page'));
const VerificationCompletePage = lazy(() => import('../features/account/routes/verification-complete-page'));
const AccountVerificationErrorPage = lazy(() => import('../features/account/routes/verification-error-page'));
const LoginPage = lazy(() => import('../features/account/routes/login-page'));
const ForgotPasswordPage = lazy(() => import('../features/account/routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/routes/reset-password-page'));
const ProfilePage = lazy(() => import('../features/account/routes/profile-page'));
const ProgresoPage = lazy(() => import('../features/health-tools/routes/progreso-page'));
const MiRetoPage = lazy(() => import('../features/health-tools/routes/mi-reto-page'));

const AdminLoginPage = lazy(() => import('../features/admin-auth/routes/admin-login-page'));
const AdminForgotPasswordPage = lazy(() => import('../features/admin-auth/routes/admin-forgot-password-page'));
const AdminResetPasswordPage = lazy(() => import('../features/admin-auth/routes/admin-reset-password-page'));
const DashboardLayout = lazy(() => import('../features/admin-shell/routes/dashboard-layout'));
const DashboardHomePage = lazy(() => import('../features/admin-insights/routes/dashboard-home-page'));
const CalendarPage = lazy(() => import('../features/admin-insights/routes/calendar-page'));
const BloqueosPage = lazy(() => import('../features/admin-bloqueos/routes/bloqueos-page'));
const AgendaPage = lazy(() => import('../features/admin-agenda/routes/agenda-page'));
const SliderEmbudoPage = lazy(() => import('../features/admin-content/routes/slider-embudo-page'));
const VideoPage = lazy(() => import('../features/admin-content/routes/video-page'));
const PerfilProPage = lazy(() => import('../features/admin-content/routes/perfil-pro-page'));
const TestimoniosPage = lazy(() => import('../features/admin-content/routes/testimonios-page'));
const SliderInicioPage = lazy(() => import('../features/admin-content/routes/slider-inicio-page'));
const UndeliveredEmailsPage = lazy(() => import('../features/admin-mail/routes/undelivered-emails-page'));
const PersonaProgresoPage = lazy(() => import('../features/admin-progreso/routes/persona-page'));
const ActividadPage = lazy(() => import('../features/admin-activity/routes/actividad-page'));
const SeguridadPage = lazy(() => import('../features/admin-auth/routes/seguridad-page'));
const DatosPersonalesPage = lazy(() => import('../features/admin-privacy/routes/datos-personales-page'));
const AdminProductosPage = lazy(() => import('../features/admin-shop/routes/productos-page'));
const AdminRetosPage = lazy(() => import('../features/admin-retos/routes/retos-page'));
const AdminRetoPage = lazy(() => import('../features/admin-retos/routes/reto-page'));
const AdminParticipantesPage = lazy(() => import('../features/admin-retos/routes/participantes-page'));
const AdminProductoPage = lazy(() => import('../features/admin-shop/routes/producto-page'));
const AdminPedidosPage = lazy(() => import('../features/admin-shop/routes/pedidos-page'));
const AdminPedidoPage = lazy(() => import('../features/admin-shop/routes/pedido-page'));
const AdminTiendaPage = lazy(() => import('../features/admin-shop/routes/tienda-ajustes-page'));
const AdminBlogPage = lazy(() => import('../features/admin-blog/routes/blog-posts-page'));
const AdminBlogPostPage = lazy(() => import('../features/admin-blog/routes/blog-post-page'));

/** The home page: its hero slider first, the about section below it (the page places it). */
const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];

/** Pages that market: the about section sits between the header and the page (spec §2). */
const marketingRoutes: RouteObject[] = [
  { path: 'acerca', element: <AboutPage /> },
  { path: 'quienes-somos', element: <AboutPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'contacto', element: <ContactPage /> },

  { path: 'reto10dias', element: <RetoPage slug="reto10dias" /> },
  { path: 'reto21dias', element: <RetoPage slug="reto21dias" /> },
  { path: 'reto90dias', element: <RetoPage slug="reto90dias" /> },
  { path: 'retos/:slug', element: <RetoPage /> },

  { path: 'menuembudo', element: <FunnelMenuPage /> },
  { path: 'sliderembudo', element: <FunnelSectionPage section="sliderembudo" /> },
  { path: 'videomotivacional', element: <FunnelSectionPage section="videomotivacional" /> },
  { path: 'retos', element: <FunnelSectionPage section="retos" /> },
  { path: 'perfilpro', element: <FunnelSectionPage section="perfilpro" /> },
  { path: 'perfilprofesional', element: <FunnelSectionPage section="perfilprofesional" /> },
  { path: 'testimonials', element: <FunnelSectionPage section="testimonials" /> },
  { path: 'TarjetasIco', element: <CategoryCardsPage /> },
  { path: 'registro', element: <RegistroPage /> },
  { path: 'inscripcion', element: <RegistroPage /> },
];

/**
 * Pages where people come to do something: their heading opens the first screen, without the
 * about section (docs/decisions/014). The shop's and the blog's pages belong here.
 */
const taskRoutes: RouteObject[] = [
  { path: 'paginas', element: <PaginasPage /> },
  { path: 'blog', element: <BlogPage /> },
  // a draft or unknown post shows the site's not-found page (the page server answers it with a 404)
  { path: 'blog/:slug', element: <PostPage notFound={<NotFoundPage />} /> },
  { path: 'blog/vista-previa/:token', element: <PreviewPage /> },
  { path: 'tienda', element: <TiendaPage /> },
  // an unknown or withdrawn product shows the site's not-found page (the page server answers it with a 404)
  { path: 'tienda/:slug', element: <ProductoPage notFound={<NotFoundPage />} /> },
  { path: 'carrito', element: <CarritoPage /> },
  { path: 'Politicas', element: <PoliticasPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'pedido/:token', element: <PedidoPage /> },
  { path: 'pedido/:token/resultado', element: <PagoResultadoPage /> },
  { path: 'terminos', element: <TerminosPage /> },

  { path: 'verification-pending', element: <BookingVerificationPendingPage /> },
  { path: 'verification-success', element: <BookingVerificationSuccessPage /> },
  { path: 'verification-error', element: <BookingVerificationErrorPage /> },
  { path: 'confirmar-asesoria/:token', element: <ConfirmBookingPage /> },
  { path: 'mi-asesoria/:token', element: <MiAsesoriaPage /> },

  { path: 'registro-usuarios', element: <RegisterPage /> },
  { path: 'verificacion-pendiente', element: <AccountVerificationPendingPage /> },
  { path: 'verify-email/:token', element: <VerifyEmailPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'verificacion-completa', element: <VerificationCompletePage /> },
  { path: 'verificacion-error', element: <AccountVerificationErrorPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  {
    path: 'perfil',
    element: (
      <RequireUser>
        <ProfilePage />
      </RequireUser>
    ),
  },
  {
    path: 'perfil/progreso',
    element: (
      <RequireUser>
        <ProgresoPage />
      </RequireUser>
    ),
  },
  {
    path: 'perfil/reto',
    element: (
      <RequireUser>
        <MiRetoPage />
      </RequireUser>
    ),
  },

  { path: '*', element: <NotFoundPage /> },
];

const adminRoutes: RouteObject[] = [
  { path: 'login-admin-r21', element: <AdminLoginPage /> },
  { path: 'admin/recuperar-contrasena', element: <AdminForgotPasswordPage /> },
  { path: 'admin/reset-password', element: <AdminResetPasswordPage /> },
  {
    path: 'admin/dashboard',
    element: (
      <RequireAdmin>
        <DashboardLayout />
      </RequireAdmin>
    ),
    children: [
      { index: true, element: <DashboardHomePage /> },
      { path: 'bloqueos', element: <BloqueosPage /> },
      { path: 'agenda', element: <AgendaPage /> },
      { path: 'sliderembudo', element: <SliderEmbudoPage /> },
      { path: 'video', element: <VideoPage /> },
      { path: 'perfilpro', element: <PerfilProPage /> },
      { path: 'testimonios', element: <TestimoniosPage /> },
      { path: 'slider-inicio', element: <SliderInicioPage /> },
      { path: 'correos', element: <UndeliveredEmailsPage /> },
      { path: 'progreso/:userId', element: <PersonaProgresoPage /> },
      { path: 'calendario', element: <CalendarPage /> },
      { path: 'actividad', element: <ActividadPage /> },
      { path: 'seguridad', element: <SeguridadPage /> },
      { path: 'datos-personales', element: <DatosPersonalesPage /> },
      { path: 'productos', element: <AdminProductosPage /> },
      { path: 'productos/:id', element: <AdminProductoPage /> },
      { path: 'retos', element: <AdminRetosPage /> },
      { path: 'retos/:id', element: <AdminRetoPage /> },
      { path: 'retos/:id/participantes', element: <AdminParticipantesPage /> },
      { path: 'pedidos', element: <AdminPedidosPage /> },
      { path: 'pedidos/:id', element: <AdminPedidoPage /> },
      { path: 'tienda', element: <AdminTiendaPage /> },
      { path: 'blog', element: <AdminBlogPage /> },
      { path: 'blog/:id', element: <AdminBlogPostPage /> },
    ],
  },
];

/** The whole route table (spec §2). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // Error pages come from RouteErrorBoundary (the router runs in declarative mode, see router.tsx):
    // this one for the layouts themselves, the ones in SiteLayout / AdminShell keep the page chrome.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { element: <SiteLayout />, children: homeRoutes },
      { element: <SiteLayout about />, children: marketingRoutes },
      { element: <SiteLayout />, children: taskRoutes },
      { element: <AdminShell />, children: adminRoutes },
    ],
  },
];
