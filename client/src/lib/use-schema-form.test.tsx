import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

const schema = z.object({
  nombre: z.string().trim().min(1, 'El nombre es obligatorio.'),
  entrega: z.object({ barrio: z.string() }),
  edad: z.string().transform((v) => Number(v)),
});
type In = z.input<typeof schema>;
type Out = z.output<typeof schema>;

/** An axios error as the API answers it (shared/errors). */
function answer(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, {}, { status, statusText: '', headers: {}, config, data });
}

function Form({ submit, options }: { submit: (v: Out) => unknown; options?: SchemaFormOptions<In, Out> }) {
  const {
    register,
    onSubmit,
    formError,
    formState: { errors },
  } = useSchemaForm(schema, submit, { defaultValues: { nombre: '', entrega: { barrio: '' }, edad: '' }, ...options });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError && <p role="alert">{formError}</p>}
      <input aria-label="Nombre" {...register('nombre')} />
      <span data-testid="nombre-error">{errors.nombre?.message}</span>
      <input aria-label="Barrio" {...register('entrega.barrio')} />
      <span data-testid="barrio-error">{errors.entrega?.barrio?.message}</span>
      <input aria-label="Edad" {...register('edad')} />
      <span data-testid="edad-error">{errors.edad?.message}</span>
      <button type="submit">Guardar</button>
    </form>
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Nombre'), '  Ana ');
  await userEvent.type(screen.getByLabelText('Edad'), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('useSchemaForm', () => {
  it('submits the schema’s output, never what the inputs hold', async () => {
    const submit = vi.fn();
    render(<Form submit={submit} />);
    await fillAndSend();
    expect(submit).toHaveBeenCalledWith({ nombre: 'Ana', entrega: { barrio: '' }, edad: 30 });
  });

  it('shows the schema’s messages under their fields and does not submit', async () => {
    const submit = vi.fn();
    render(<Form submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByTestId('nombre-error')).toHaveTextContent('El nombre es obligatorio.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('puts a 400’s field errors on their fields (nested paths too), focuses the first, and says the message above', async () => {
    const refusal = answer(400, {
      message: 'Por favor corrige los errores marcados en el formulario.',
      error: 'Bad Request',
      errors: [
        { path: 'entrega.barrio', msg: 'El barrio es obligatorio.' },
        { path: 'edad', msg: 'La edad debe estar entre 1 y 120 años.' },
        { path: 'edad', msg: 'Un segundo mensaje del mismo campo.' },
      ],
    });
    render(<Form submit={() => Promise.reject(refusal)} options={{ failureMessage: 'No se pudo guardar.' }} />);
    await fillAndSend();
    expect(await screen.findByTestId('barrio-error')).toHaveTextContent('El barrio es obligatorio.');
    expect(screen.getByTestId('edad-error')).toHaveTextContent('La edad debe estar entre 1 y 120 años.');
    expect(screen.getByLabelText('Barrio')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor corrige los errores marcados en el formulario.');
  });

  it('with the form’s fields listed, a deeper path falls on its field and an unknown path is not a field’s', async () => {
    const refusal = answer(400, {
      message: 'Revisa el formulario.',
      errors: [
        { path: 'edad.0', msg: 'La edad no es válida.' },
        { path: 'items', msg: 'El carrito está vacío.' },
      ],
    });
    const onFailure = vi.fn(({ elsewhere }: { elsewhere: string[] }) => elsewhere.join(' '));
    render(<Form submit={() => Promise.reject(refusal)} options={{ fields: ['nombre', 'entrega.barrio', 'edad'], onFailure }} />);
    await fillAndSend();
    expect(await screen.findByTestId('edad-error')).toHaveTextContent('La edad no es válida.');
    expect(screen.getByRole('alert')).toHaveTextContent('El carrito está vacío.');
    expect(onFailure.mock.calls[0][0]).toMatchObject({ placed: ['edad'], elsewhere: ['El carrito está vacío.'] });
  });

  it('says the fallback when nothing answered', async () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() } as InternalAxiosRequestConfig, {});
    render(<Form submit={() => Promise.reject(offline)} options={{ failureMessage: 'No se pudo guardar.' }} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar.');
  });
});
