import { useEffect } from 'react';
import { ArrowRight, CalendarCheck, ChartLine, LogOut, NotebookPen, Salad, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '@app/shared/users';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { mediaUrl } from '../../../lib/api-base';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useUserSession } from '../../../lib/session/session-provider';
import { useProfile } from '../api/account-api';
import { MyDataActions } from '../components/my-data-actions';
import { apiFailure } from '../../../lib/api-error';
import { estimatedBmi } from '../../../lib/bmi';
import { formatBirthDate, formatMeasure, formatMemberSince, formatSex } from '../lib/format-profile';
import '../account.css';

/** Statuses after which the session is over: bad token or wrong role (spec §4). A 404 is 'no data' (spec §8). */
const LOGOUT_STATUSES = new Set([401, 403]);

/**
 * The tools of the personal space. The spec's placeholder cards become real tools one by one
 * (docs/decisions/021): a tool with `to` is a link to its screen; the rest stay marked 'Próximamente'.
 */
const TOOLS: { icon: typeof Salad; title: string; text: string; to?: string }[] = [
  {
    icon: ChartLine,
    title: 'Mi progreso',
    text: 'Registra tu peso y tus medidas y mira tu tendencia, tu IMC y tu meta.',
    to: '/perfil/progreso',
  },
  {
    icon: NotebookPen,
    title: 'Mi reto',
    text: 'El plan de cada día de tu reto y tu registro diario: agua, comidas, ejercicio, sueño y ánimo.',
    to: '/perfil/reto',
  },
  { icon: Salad, title: 'Plan de alimentación', text: 'Tu menú semanal personalizado según tus objetivos.' },
  { icon: CalendarCheck, title: 'Mis asesorías', text: 'Consulta y gestiona tus asesorías con tu coach.' },
];

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const rows: [string, string][] = [
    ['Nombre', profile.first_name],
    ['Apellidos', profile.last_name],
    ['Correo electrónico', profile.email],
    ['Teléfono', profile.phone],
    ['País', profile.country],
    ['Fecha de nacimiento', formatBirthDate(profile.date_of_birth)],
    ['Sexo', formatSex(profile.sex)],
    ['Peso', formatMeasure(profile.weight_kg, 'kg')],
    ['Estatura', formatMeasure(profile.height_cm, 'cm')],
  ];
  return (
    <dl className="profile-data">
      {rows.map(([label, value]) => (
        <div key={label} className="profile-data-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProfilePage() {
  usePageMeta('Mi perfil');
  const { token, logout } = useUserSession();
  const { data: profile, error, isPending, isError } = useProfile(token);

  const failure = isError ? apiFailure(error) : null;
  const endsSession = failure?.kind === 'response' && LOGOUT_STATUSES.has(failure.status);
  const noData = failure?.kind === 'response' && failure.status === 404;
  useEffect(() => {
    if (endsSession) logout();
  }, [endsSession, logout]);

  if (isPending || endsSession) return <PageSpinner label="Cargando tu perfil..." />;

  return (
    <section className="section profile-section">
      <div className="container">
        {isError && !noData ? (
          <Alert variant="error">
            <p>No se pudo cargar la información de tu perfil. Intenta recargar la página.</p>
          </Alert>
        ) : !profile ? (
          <>
            <Alert variant="info">
              <p>No se encontraron datos del perfil.</p>
            </Alert>
            {/* the session stays (spec §4 ends it on 401/403 only): the way out is here */}
            <button type="button" className="btn btn-outline" onClick={logout}>
              <LogOut size={18} aria-hidden="true" />
              Cerrar sesión
            </button>
          </>
        ) : (
          <>
            <header className="profile-header card">
              {profile.profile_image_url ? (
                <img
                  className="profile-avatar"
                  src={mediaUrl(profile.profile_image_url)}
                  alt={`Foto de ${profile.first_name}`}
                  width={96}
                  height={96}
                />
              ) : (
                <span className="profile-avatar profile-avatar-placeholder" role="img" aria-label="Foto de perfil no disponible">
                  <UserRound size={48} aria-hidden="true" />
                </span>
              )}
              <div className="profile-identity">
                <p className="eyebrow">Mi espacio</p>
                <h1 className="profile-name">
                  Hola, {profile.first_name} {profile.last_name}
                </h1>
                {formatMemberSince(profile.created_at) && (
                  <p className="text-muted text-small">Miembro desde el {formatMemberSince(profile.created_at)}</p>
                )}
              </div>
              <button type="button" className="btn btn-outline profile-logout" onClick={logout}>
                <LogOut size={18} aria-hidden="true" />
                Cerrar sesión
              </button>
            </header>

            <section className="profile-mis-datos" aria-labelledby="mis-datos">
              <h2 id="mis-datos">Mis Datos</h2>
              <div className="profile-grid">
                <div className="card profile-card">
                  <ProfileDetails profile={profile} />
                </div>
                <div className="card profile-card profile-bmi">
                  <h3 className="card-title">Índice de masa corporal estimado</h3>
                  {/* the result of a calculation, not a heading (a big bold <p> reads as one) */}
                  <output className="profile-bmi-value" data-testid="bmi">
                    {estimatedBmi(profile.weight_kg, profile.height_cm)}
                  </output>
                  <p className="text-small text-muted">
                    Calculado con tu peso y tu estatura (kg/m²). Es solo una referencia: tu coach te ayudará a interpretarlo.
                  </p>
                </div>
              </div>
            </section>

            <section className="profile-tools" aria-labelledby="herramientas">
              <h2 id="herramientas">Herramientas</h2>
              <ul className="tool-grid">
                {TOOLS.map(({ icon: Icon, title, text, to }) =>
                  to ? (
                    <li key={title} className="card tool-card tool-card-live">
                      <Icon className="tool-icon" size={32} aria-hidden="true" />
                      <h3 className="tool-title">
                        {/* the whole card is the link's target (account.css), its name the title */}
                        <Link to={to} className="tool-link">
                          {title}
                        </Link>
                      </h3>
                      <p className="text-small text-muted">{text}</p>
                      <span className="tool-go" aria-hidden="true">
                        Abrir <ArrowRight size={16} />
                      </span>
                    </li>
                  ) : (
                    <li key={title} className="card tool-card" aria-disabled="true">
                      <Icon className="tool-icon" size={32} aria-hidden="true" />
                      <h3 className="tool-title">{title}</h3>
                      <p className="text-small text-muted">{text}</p>
                      <span className="badge badge-muted">Próximamente</span>
                    </li>
                  ),
                )}
              </ul>
            </section>

            <MyDataActions onDeleted={logout} />
          </>
        )}
      </div>
    </section>
  );
}
