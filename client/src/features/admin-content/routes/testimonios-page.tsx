import { useState } from 'react';
import {
  ADMIN_CONTENT_MESSAGES as MSG,
  SUCCESS_MS,
  type AdminTestimonial,
  type TestimonialCreate,
  type TestimonialUpdate,
} from '@app/shared/admin-content';
import { Trash2 } from 'lucide-react';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import {
  useCreateTestimonial,
  useDeleteTestimonial,
  useReplaceTestimonialInCache,
  useTestimonials,
  useUpdateTestimonial,
} from '../api/testimonials';
import { TestimonialAddForm } from '../components/testimonial-add-form';
import { TestimonialEditModal } from '../components/testimonial-edit-modal';
import { TestimonialUploadModal, type TestimonialMediaKind } from '../components/testimonial-upload-modal';
import { TestimonialsTable } from '../components/testimonials-table';
import { useTimedMessage } from '../../../lib/use-timed-message';
import '../admin-content.css';

/** Testimonios (spec §2, §5, §8): add form, table, video/poster uploads, edit and delete. */
export default function TestimoniosPage() {
  usePageMeta('Testimonios');
  const testimonials = useTestimonials();
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const replaceInCache = useReplaceTestimonialInCache();
  const [added, showAdded] = useTimedMessage(SUCCESS_MS.testimonialAdd);
  const [success, showSuccess] = useTimedMessage(SUCCESS_MS.other);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const [uploading, setUploading] = useState<{ testimonial: AdminTestimonial; kind: TestimonialMediaKind } | null>(null);

  const onAdd = async (payload: TestimonialCreate): Promise<boolean> => {
    setError(null);
    try {
      await create.mutateAsync(payload);
      showAdded(MSG.testimonialCreated);
      return true;
    } catch (err) {
      setError(apiErrorMessage(err, MSG.testimonialAdd));
      return false;
    }
  };

  const onSave = async (id: number, payload: TestimonialUpdate): Promise<string | null> => {
    try {
      await update.mutateAsync({ id, ...payload });
      setEditing(null);
      showSuccess(MSG.testimonialUpdated);
      return null;
    } catch (err) {
      return apiErrorMessage(err, MSG.testimonialSave);
    }
  };

  const onDelete = async (t: AdminTestimonial) => {
    setError(null);
    try {
      const data = await remove.mutateAsync(t.id);
      showSuccess(data?.message || MSG.testimonialDeleted);
    } catch (err) {
      setError(apiErrorMessage(err, MSG.testimonialDelete));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage
      id="testimonios"
      title="Testimonios"
      intro="Los testimonios activos se muestran en «Nuestros Clientes lo Confirman», ordenados por su número de orden."
      messages={[
        { variant: 'success', text: added },
        { variant: 'success', text: success },
        { variant: 'error', text: error },
      ]}
    >
      <TestimonialAddForm onSubmit={onAdd} />

      <AdminPanel title="Testimonios creados">
        <QueryView
          query={testimonials}
          loading="Cargando testimonios..."
          errorMessage={MSG.testimonialsLoad}
          isEmpty={(list) => list.length === 0}
          empty={MSG.testimonialsEmpty}
        >
          {(list) => (
            <TestimonialsTable
              testimonials={list}
              onUploadVideo={(t) => setUploading({ testimonial: t, kind: 'video' })}
              onUploadPoster={(t) => setUploading({ testimonial: t, kind: 'poster' })}
              onEdit={setEditing}
              onDelete={setDeleting}
              deletingId={remove.isPending ? remove.variables : undefined}
            />
          )}
        </QueryView>
      </AdminPanel>

      {editing && <TestimonialEditModal key={editing.id} testimonial={editing} onClose={() => setEditing(null)} onSave={onSave} />}
      <TestimonialUploadModal
        target={uploading}
        onClose={() => setUploading(null)}
        onUploaded={(answer) => {
          replaceInCache(answer.testimonial);
          setUploading((current) => current && { ...current, testimonial: answer.testimonial });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar testimonio"
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        icon={Trash2}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void onDelete(deleting)}
      >
        <p>¿Seguro que deseas eliminar el testimonio "{deleting?.title}"? Se borrarán también su video y su poster.</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
