import { colombiaToUtc } from '@app/shared/colombia-time';
import type { AdminPost } from '@app/shared/blog';
import { formatColombiaDateTime } from '../../../components/admin-kit/format';

/** yyyy-MM-ddTHH:mm in Colombia (the payload's `publicarEn`) as the UTC instant it names. */
export const scheduledInstant = (publicarEn: string): string => {
  const [fecha = '', hora = ''] = publicarEn.split('T');
  return colombiaToUtc(fecha, hora).toISOString();
};

/** The date the list shows for a post: when it went live, when it will, or when it was last changed. */
export function postDate(p: AdminPost): { label: string; text: string } {
  if (p.estado === 'publicado' && p.publicadoEn) return { label: 'Publicada', text: formatColombiaDateTime(p.publicadoEn) };
  if (p.estado === 'programado' && p.publicarEn)
    return { label: 'Se publica', text: formatColombiaDateTime(scheduledInstant(p.publicarEn)) };
  return { label: 'Modificada', text: formatColombiaDateTime(p.updatedAt) };
}
