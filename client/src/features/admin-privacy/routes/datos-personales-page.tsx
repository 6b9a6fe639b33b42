import { useState } from 'react';
import { Download, Search, UserX } from 'lucide-react';
import { sexoLabel } from '@app/shared/booking';
import { USER_SEX_LABELS, type UserSex } from '@app/shared/users';
import { PRIVACY_MESSAGES, exportFileName, personEmailSchema, type ConsentRecord, type PersonalDataExport } from '@app/shared/privacy';
import { AdminPage } from '../../../components/admin-kit/admin-page';
import { DataTable } from '../../../components/admin-kit/data-table';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage, apiFailure } from '../../../lib/api-error';
import { downloadJson } from '../../../lib/download-file';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAnonymisePerson, useDatosPersonales } from '../api/datos-personales';
import { AnonimizadoBadge, EstadoBadge } from '../../../components/admin-kit/estado-badge';
import { formatDecimal } from '@app/shared/format';
import { formatColombiaDateTime, formatPlainDate } from '../../../components/admin-kit/format';
import '../privacy.css';

const OUTBOX_LABELS: Record<string, string> = { sent: 'Enviado', pending: 'Pendiente', failed: 'No entregado' };

function Account({ cuenta }: { cuenta: NonNullable<PersonalDataExport['cuenta']> }) {
  const rows: [string, string][] = [
    ['Nombre', `${cuenta.first_name} ${cuenta.last_name}`],
    ['Correo electrónico', cuenta.email],
    ['Teléfono', cuenta.phone],
    ['País', cuenta.country],
    ['Fecha de nacimiento', formatPlainDate(cuenta.date_of_birth)],
    ['Sexo', USER_SEX_LABELS[cuenta.sex as UserSex] ?? cuenta.sex],
    ['Peso', cuenta.weight_kg === null ? '-' : `${formatDecimal(cuenta.weight_kg)} kg`],
    ['Estatura', cuenta.height_cm === null ? '-' : `${cuenta.height_cm} cm`],
    ['Cuenta creada', formatColombiaDateTime(cuenta.created_at)],
  ];
  return (
    <dl className="datos-dl">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Person({ data }: { data: PersonalDataExport }) {
  return (
    <>
      <section className="admin-panel datos-section" aria-labelledby="datos-cuenta">
        <h2 id="datos-cuenta">Cuenta</h2>
        {data.cuenta ? <Account cuenta={data.cuenta} /> : <p className="admin-empty">No tiene cuenta en el sitio.</p>}
      </section>

      <section className="admin-panel datos-section" aria-labelledby="datos-registros">
        <h2 id="datos-registros">Asesorías ({data.registros.length})</h2>
        {data.registros.length === 0 ? (
          <p className="admin-empty">No hay asesorías con este correo.</p>
        ) : (
          <DataTable
            rows={data.registros}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Fecha', cell: (r) => `${formatPlainDate(r.fecha)} ${r.hora}` },
              {
                header: 'Estado',
                cell: (r) => (
                  <>
                    <EstadoBadge estado={r.estado} /> {r.anonimizado_at && <AnonimizadoBadge />}
                  </>
                ),
              },
              { header: 'Nombre', cell: (r) => `${r.nombre} ${r.apellidos}`.trim() },
              { header: 'Teléfono', cell: (r) => r.telefono || '-' },
              {
                header: 'Datos de salud',
                className: 'admin-cell-break',
                cell: (r) =>
                  r.anonimizado_at
                    ? '-'
                    : `${sexoLabel(r.sexo)}, ${r.edad} años, ${formatDecimal(r.peso_actual)} kg, ${r.estatura} cm${r.sufre_de.length ? `; ${r.sufre_de.join(', ')}` : ''}`,
              },
            ]}
          />
        )}
      </section>

      <section className="admin-panel datos-section" aria-labelledby="datos-consentimientos">
        <h2 id="datos-consentimientos">Autorizaciones ({data.consentimientos.length})</h2>
        {data.consentimientos.length === 0 ? (
          <p className="admin-empty">No hay autorizaciones registradas.</p>
        ) : (
          <ul className="datos-consents">
            {data.consentimientos.map((c, i) => (
              <li key={i}>
                <p>
                  <strong>{consentLabel(c)}</strong> · {formatColombiaDateTime(c.otorgado_at)} · IP {c.ip ?? '(eliminada)'} · política{' '}
                  {c.politica_version}
                  {c.politica_fecha ? ` (${formatPlainDate(c.politica_fecha)})` : ''}
                  {c.revocado_at ? ` · retirada el ${formatColombiaDateTime(c.revocado_at)}` : ''}
                </p>
                <p className="text-small text-muted">{c.texto}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-panel datos-section" aria-labelledby="datos-correos">
        <h2 id="datos-correos">Correos enviados ({data.correos.length})</h2>
        {data.correos.length === 0 ? (
          <p className="admin-empty">No hay correos para esta dirección.</p>
        ) : (
          <DataTable
            rows={data.correos}
            rowKey={(_, i) => i}
            columns={[
              { header: 'Destinatario', className: 'admin-cell-break', cell: (m) => m.destinatario },
              { header: 'Asunto', cell: (m) => m.asunto },
              { header: 'Estado', cell: (m) => OUTBOX_LABELS[m.estado] ?? m.estado },
              { header: 'Fecha', cell: (m) => formatColombiaDateTime(m.enviado_at ?? m.creado_at) },
            ]}
          />
        )}
      </section>
    </>
  );
}

/**
 * Datos personales: how the team answers a person's request received by e-mail or
 * WhatsApp within the legal time (Ley 1581: consultas 10, reclamos 15 días hábiles): search by
 * e-mail, see and export everything stored, anonymise it.
 */
/** What a consent was for: the account's sign-up, a booking, an order, or /perfil's tools. */
function consentLabel(c: ConsentRecord): string {
  if (c.tipo === 'cuenta') return 'Registro de la cuenta';
  if (c.tipo === 'herramientas') return 'Herramientas de salud (Mi progreso, Mi reto)';
  if (c.tipo === 'pedido') return `Pedido ${c.pedido ?? ''}`.trim();
  return `Asesoría #${c.registro_id}`;
}

export default function DatosPersonalesPage() {
  usePageMeta('Datos personales');
  const [email, setEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const person = useDatosPersonales(email);
  const anonymise = useAnonymisePerson();
  const {
    register,
    onSubmit: onSearch,
    formState: { errors },
  } = useSchemaForm(
    personEmailSchema,
    ({ email: value }) => {
      setDone(null);
      anonymise.reset();
      setEmail(value);
      if (value === email) void person.refetch();
    },
    { defaultValues: { email: '' } },
  );

  const onAnonymise = async () => {
    if (!email) return;
    try {
      const res = await anonymise.mutateAsync(email);
      setConfirming(false);
      setEmail(null);
      setDone(res.message);
    } catch {
      // shown in the dialog
    }
  };

  const failure = person.isError ? apiFailure(person.error) : null;
  const notFound = failure?.kind === 'response' && failure.status === 404;

  return (
    <AdminPage
      id="datos"
      title="Datos personales"
      intro="Responde las solicitudes de las personas sobre sus datos (Ley 1581 de 2012): consultas en máximo 10 días hábiles y reclamos en máximo 15. Busca por correo electrónico para ver, exportar o anonimizar todo lo que guardamos."
      messages={[{ variant: 'success', text: done }]}
    >
      <form className="admin-panel datos-search" onSubmit={onSearch} noValidate aria-label="Buscar datos personales">
        <FormField id="datos-email" label="Correo electrónico de la persona" required error={errors.email?.message}>
          <input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </FormField>
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={18} /> Buscar
        </button>
      </form>

      {email &&
        (person.isFetching && !person.data ? (
          <Spinner label="Buscando..." showLabel />
        ) : notFound ? (
          <Alert variant="info">{PRIVACY_MESSAGES.nothingFound}</Alert>
        ) : person.isError ? (
          <Alert variant="error">{apiErrorMessage(person.error, 'No se pudieron cargar los datos de esta persona.')}</Alert>
        ) : person.data ? (
          <>
            <div className="btn-row datos-actions">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => downloadJson(exportFileName(person.data.email, person.data.generado_at.slice(0, 10)), person.data)}
              >
                <Download aria-hidden="true" size={18} /> Exportar JSON
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                <UserX aria-hidden="true" size={18} /> Anonimizar
              </button>
            </div>
            <Person data={person.data} />
          </>
        ) : null)}

      <ConfirmDialog
        open={confirming}
        title="¿Anonimizar a esta persona?"
        confirmLabel="Sí, anonimizar"
        busyLabel="Anonimizando..."
        busy={anonymise.isPending}
        error={anonymise.isError ? apiErrorMessage(anonymise.error, 'No se pudo anonimizar. Inténtalo de nuevo.') : null}
        onCancel={() => setConfirming(false)}
        onConfirm={onAnonymise}
      >
        <p>
          Se eliminará la cuenta de <strong className="admin-cell-break">{email}</strong> (si tiene), se cancelarán sus asesorías futuras
          con el aviso de cancelación habitual y se reemplazarán los datos personales de todas sus asesorías. Solo quedan la fecha, la hora
          y el estado para las estadísticas. Esta acción no se puede deshacer.
        </p>
      </ConfirmDialog>
    </AdminPage>
  );
}
