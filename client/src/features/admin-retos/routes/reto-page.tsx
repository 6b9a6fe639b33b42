import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, ExternalLink, Users } from 'lucide-react';
import { RETO_IMAGE_FIELDS, RETO_LIMITS, RETO_MESSAGES, retoImageAltSchema, retoPath, type AdminReto } from '@app/shared/retos';
import { IMAGE_TYPES_LABEL } from '@app/shared/media';
import { RETO_ENDPOINTS } from '@app/shared/retos-public';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { AltImageUpload, AltTextForm } from '../../../components/admin-kit/alt-text';
import { QueryView } from '../../../components/ui/query-view';
import { mediaUrl } from '../../../lib/api-base';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useImageUploaded, usePlan, useReto, useSaveImageAlt, useSaveReto } from '../api/retos';
import { PlanEditor } from '../components/plan-editor';
import { RetoForm } from '../components/reto-form';
import { EMPTY_RETO, retoFormValues } from '../lib/reto-form';
import { RETOS_PATH } from '../lib/paths';
import '../admin-retos.css';

const BackLink = () => (
  <Link to={RETOS_PATH} className="btn btn-ghost">
    <ArrowLeft aria-hidden="true" size={18} />
    Volver a retos
  </Link>
);

/** A reto's own page (`retos/nuevo`, `retos/:id`): its data, its image, its day-by-day plan. */
export default function AdminRetoPage() {
  const { id } = useParams();
  return id === 'nuevo' || id === undefined ? <NewReto /> : <EditReto id={Number(id)} />;
}

function NewReto() {
  usePageMeta('Nuevo reto');
  const save = useSaveReto();
  const navigate = useNavigate();
  return (
    <AdminPage
      id="reto"
      title="Nuevo reto"
      intro="Primero sus datos; al crearlo podrás agregar su imagen y su plan día a día."
      action={<BackLink />}
    >
      <AdminPanel title="Datos del reto">
        <RetoForm
          initial={EMPTY_RETO}
          submitLabel="Crear reto"
          failureMessage="No se pudo crear el reto."
          onSubmit={async (payload) => {
            const reto = await save.mutateAsync({ id: null, payload });
            navigate(`${RETOS_PATH}/${reto.id}`);
          }}
        />
      </AdminPanel>
    </AdminPage>
  );
}

function EditReto({ id }: { id: number }) {
  const reto = useReto(id);
  const plan = usePlan(id);
  usePageMeta(reto.data ? `Reto: ${reto.data.nombre}` : 'Reto');
  const save = useSaveReto();
  const uploaded = useImageUploaded();
  const [success, showSuccess] = useTimedMessage(5000);
  const saveAlt = useSaveImageAlt(id);
  return (
    <AdminPage
      id="reto"
      title={reto.data?.nombre ?? 'Reto'}
      intro={reto.data && !reto.data.activo ? 'Inactivo: no se muestra en el sitio ni se vende.' : undefined}
      action={
        <div className="retos-page-actions">
          {reto.data?.activo && (
            <Link to={retoPath(reto.data.slug)} className="btn btn-ghost">
              <ExternalLink aria-hidden="true" size={18} />
              Ver en el sitio
            </Link>
          )}
          <Link to={`${RETOS_PATH}/${id}/participantes`} className="btn btn-ghost">
            <Users aria-hidden="true" size={18} />
            Participantes
          </Link>
          <BackLink />
        </div>
      }
      messages={[{ variant: 'success', text: success }]}
    >
      <QueryView query={reto} loading="Cargando reto..." errorMessage="No se pudo cargar el reto.">
        {(r: AdminReto) => (
          <>
            <AdminPanel title="Datos del reto">
              <RetoForm
                key={JSON.stringify(retoFormValues(r))}
                initial={retoFormValues(r)}
                submitLabel="Guardar cambios"
                failureMessage="No se pudo guardar el reto."
                onSubmit={async (payload) => {
                  await save.mutateAsync({ id: r.id, payload });
                  showSuccess(RETO_MESSAGES.retoSaved);
                }}
              />
            </AdminPanel>
            <AdminPanel title="Imagen">
              {r.imagen && (
                <>
                  <img className="retos-image-preview" src={mediaUrl(r.imagen.path)} alt={r.imagen.alt} />
                  <AltTextForm
                    key={r.imagen.alt}
                    id="reto-imagen-alt"
                    label="Texto alternativo de la imagen"
                    alt={r.imagen.alt}
                    max={RETO_LIMITS.alt}
                    schema={retoImageAltSchema}
                    onSave={async (next) => showSuccess((await saveAlt.mutateAsync(next)).message)}
                  />
                </>
              )}
              <AltImageUpload<{ message: string; reto: AdminReto }>
                id="reto-imagen-nueva-alt"
                url={RETO_ENDPOINTS.adminImagen(r.id)}
                fields={RETO_IMAGE_FIELDS}
                schema={retoImageAltSchema}
                max={RETO_LIMITS.alt}
                altHint='Qué muestra la imagen, por ejemplo "Batido verde junto a una libreta con el plan del día".'
                label={r.imagen ? 'Reemplazar la imagen del reto' : 'Imagen del reto'}
                hint={`Formatos: ${IMAGE_TYPES_LABEL}. Tamaño máximo: 5MB.`}
                missingMessage={RETO_MESSAGES.selectImage}
                errorMessage="No se pudo subir la imagen."
                buttonLabel={r.imagen ? 'Reemplazar imagen' : 'Subir imagen'}
                onUploaded={(answer) => void uploaded(answer.reto)}
              />
            </AdminPanel>
            <AdminPanel title={`Plan día a día (${r.diasEscritos} de ${r.dias})`}>
              <QueryView query={plan} loading="Cargando el plan..." errorMessage="No se pudo cargar el plan.">
                {(p) => <PlanEditor key={p.dias} retoId={r.id} dias={p.dias} plan={p.plan} />}
              </QueryView>
            </AdminPanel>
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}
