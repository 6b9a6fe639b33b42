import { useState, type FormEvent } from 'react';
import { RETO_LIMITS, retoPlanSchema, type RetoDia } from '@app/shared/retos';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useSavePlan } from '../api/retos';
import { SaveButton } from '../../../components/ui/save-button';

interface DayText {
  titulo: string;
  texto: string;
  enlaceUrl: string;
  videoUrl: string;
}

const blank: DayText = { titulo: '', texto: '', enlaceUrl: '', videoUrl: '' };

/**
 * The day-by-day plan: one fold per day, closed by default so a 90-day plan stays
 * short on a phone; a day left without title and text is not part of the plan. "Guardar plan"
 * sends the whole plan at once.
 */
export function PlanEditor({ retoId, dias, plan }: { retoId: number; dias: number; plan: RetoDia[] }) {
  const [days, setDays] = useState<DayText[]>(() =>
    Array.from({ length: dias }, (_, i) => {
      const d = plan.find((p) => p.dia === i + 1);
      return d ? { titulo: d.titulo, texto: d.texto, enlaceUrl: d.enlaceUrl ?? '', videoUrl: d.videoUrl ?? '' } : blank;
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(5000);
  const save = useSavePlan(retoId);
  const written = days.filter((d) => d.titulo.trim() || d.texto.trim()).length;

  const change = (i: number, key: keyof DayText, value: string) =>
    setDays((all) => all.map((d, j) => (j === i ? { ...d, [key]: value } : d)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const payload = days.flatMap((d, i) =>
      d.titulo.trim() || d.texto.trim()
        ? [{ dia: i + 1, titulo: d.titulo, texto: d.texto, enlaceUrl: d.enlaceUrl, videoUrl: d.videoUrl }]
        : [],
    );
    const checked = retoPlanSchema.safeParse({ dias: payload });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const day = typeof issue.path[1] === 'number' ? payload[issue.path[1]]?.dia : undefined;
      setError(day ? `Día ${day}: ${issue.message}` : issue.message);
      return;
    }
    try {
      const answer = await save.mutateAsync(checked.data.dias);
      showSuccess(answer.message);
    } catch (err) {
      setError(apiErrorMessage(err, 'No se pudo guardar el plan.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="retos-plan">
      <p className="field-hint" aria-live="polite">
        {written} de {dias} días escritos.
      </p>
      <ol className="retos-plan-days">
        {days.map((d, i) => (
          <li key={i}>
            <details className="retos-plan-day">
              <summary>
                <span className="retos-plan-num">Día {i + 1}</span>{' '}
                <span className="retos-plan-title">{d.titulo || <em>sin escribir</em>}</span>
              </summary>
              <div className="retos-plan-fields">
                <FormField id={`dia-${i + 1}-titulo`} label="Título">
                  <input maxLength={RETO_LIMITS.tituloDia} value={d.titulo} onChange={(e) => change(i, 'titulo', e.target.value)} />
                </FormField>
                <FormField id={`dia-${i + 1}-texto`} label="Texto">
                  <textarea
                    rows={3}
                    maxLength={RETO_LIMITS.textoDia}
                    value={d.texto}
                    onChange={(e) => change(i, 'texto', e.target.value)}
                  />
                </FormField>
                <FormField id={`dia-${i + 1}-enlace`} label="Enlace (opcional)" hint="https://…">
                  <input type="url" inputMode="url" value={d.enlaceUrl} onChange={(e) => change(i, 'enlaceUrl', e.target.value)} />
                </FormField>
                <FormField id={`dia-${i + 1}-video`} label="Video (opcional)" hint="Enlace de YouTube u otro, https://…">
                  <input type="url" inputMode="url" value={d.videoUrl} onChange={(e) => change(i, 'videoUrl', e.target.value)} />
                </FormField>
              </div>
            </details>
          </li>
        ))}
      </ol>
      {error && <Alert variant="error">{error}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}
      <div className="form-actions">
        <SaveButton saving={save.isPending} label="Guardar plan" />
      </div>
    </form>
  );
}
