import { Link, useNavigate } from 'react-router-dom';
import { Users } from 'lucide-react';
import { RETO_IMAGE_FIELDS, RETO_LIMITS, RETO_MESSAGES, retoImageAltSchema, retoPath, type AdminReto } from '@app/shared/retos';
import { IMAGE_TYPES_LABEL } from '@app/shared/media';
import { RETO_ENDPOINTS } from '@app/shared/retos-public';
import { AdminPanel } from '../../../components/admin-kit/admin-page';
import { AltImageUpload, AltTextForm } from '../../../components/admin-kit/alt-text';
import { AdminEditPage, AdminEditor, AdminNewPage } from '../../../components/admin-kit/editor-page';
import { QueryView } from '../../../components/ui/query-view';
import { mediaUrl } from '../../../lib/api-base';
import { useImageUploaded, usePlan, useReto, useSaveImageAlt, useSaveReto } from '../api/retos';
import { PlanEditor } from '../components/plan-editor';
import { RetoForm } from '../components/reto-form';
import { EMPTY_RETO, retoFormValues } from '../lib/reto-form';
import { RETOS_PATH } from '../lib/paths';
import '../admin-retos.css';

const BACK = { to: RETOS_PATH, label: 'Volver a retos' };

/** A reto's own page (`retos/nuevo`, `retos/:id`): its data, its image, its day-by-day plan. */
export default function AdminRetoPage() {
  return <AdminEditor newSegment="nuevo" create={() => <NewReto />} edit={(id) => <EditReto id={id} />} />;
}

function NewReto() {
  const save = useSaveReto();
  const navigate = useNavigate();
  return (
    <AdminNewPage
      id="reto"
      title="Nuevo reto"
      intro="Primero sus datos; al crearlo podrás agregar su imagen y su plan día a día."
      back={BACK}
      panelTitle="Datos del reto"
    >
      <RetoForm
        initial={EMPTY_RETO}
        submitLabel="Crear reto"
        failureMessage="No se pudo crear el reto."
        onSubmit={async (payload) => {
          const reto = await save.mutateAsync({ id: null, payload });
          navigate(`${RETOS_PATH}/${reto.id}`);
        }}
      />
    </AdminNewPage>
  );
}

function EditReto({ id }: { id: number }) {
  const reto = useReto(id);
  const plan = usePlan(id);
  const save = useSaveReto();
  const uploaded = useImageUploaded();
  const saveAlt = useSaveImageAlt(id);
  return (
    <AdminEditPage
      id="reto"
      kind="Reto"
      query={reto}
      name={(r) => r.nombre}
      intro={(r) => (r.activo ? undefined : 'Inactivo: no se muestra en el sitio ni se vende.')}
      view={(r) => (r.activo ? { to: retoPath(r.slug), label: 'Ver en el sitio' } : undefined)}
      actions={
        <Link to={`${RETOS_PATH}/${id}/participantes`} className="btn btn-ghost">
          <Users aria-hidden="true" size={18} />
          Participantes
        </Link>
      }
      actionsClassName="retos-page-actions"
      back={BACK}
      loading="Cargando reto..."
      errorMessage="No se pudo cargar el reto."
    >
      {(r: AdminReto, showSuccess) => (
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
    </AdminEditPage>
  );
}
