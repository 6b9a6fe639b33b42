import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { UploadField } from './upload-field';

type Answer = { status: number; data: unknown; gate?: Promise<void> };

/** An axios instance whose transport reports upload progress and then answers, or waits to be aborted. */
function fakeApi(answer: Answer | 'hang') {
  const api = axios.create();
  const sent: FormData[] = [];
  api.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      sent.push(config.data as FormData);
      config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4, bytes: 40, lengthComputable: true } as AxiosProgressEvent);
      if (answer === 'hang') {
        config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, undefined, config)));
        return;
      }
      const response = { status: answer.status, statusText: '', data: answer.data, headers: new AxiosHeaders(), config, request: {} };
      if (answer.status >= 400) reject(new AxiosError('fail', AxiosError.ERR_BAD_REQUEST, config, {}, response));
      else void (answer.gate ?? Promise.resolve()).then(() => resolve(response));
    });
  return { api, sent };
}

function renderField(answer: Answer | 'hang', onUploaded = vi.fn()) {
  const { api, sent } = fakeApi(answer);
  render(
    <UploadField
      api={api}
      url="/admin/slider/upload/2"
      field="sliderImage"
      label="Nueva imagen para el Slot 2"
      accept="image/*"
      missingMessage="Por favor, selecciona un archivo para el Slot 2."
      errorMessage="Error al subir imagen 2."
      buttonLabel="Subir imagen 2"
      onUploaded={onUploaded}
    />,
  );
  return { sent, onUploaded };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'foto.png', { type: 'image/png' });

describe('UploadField', () => {
  it('asks for a file when the button is pressed without one, and sends nothing', async () => {
    const { sent } = renderField({ status: 200, data: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: /Subir imagen 2/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo para el Slot 2.');
    expect(sent).toHaveLength(0);
  });

  it('sends the file in its field, shows the progress bar, then the server message', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    const { sent, onUploaded } = renderField({
      status: 200,
      data: { message: 'Imagen del Slot 2 actualizada correctamente.', path: 'uploads/slider/a.webp' },
      gate,
    });
    await user.upload(screen.getByLabelText('Nueva imagen para el Slot 2'), png());
    await user.click(screen.getByRole('button', { name: /Subir imagen 2/ }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: /Cancelar/ })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Imagen del Slot 2 actualizada correctamente.')).toBeInTheDocument();
    expect(sent[0].get('sliderImage')).toBeInstanceOf(File);
    expect(onUploaded).toHaveBeenCalledWith({ message: 'Imagen del Slot 2 actualizada correctamente.', path: 'uploads/slider/a.webp' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect((screen.getByLabelText('Nueva imagen para el Slot 2') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message on failure, else the fallback", async () => {
    const user = userEvent.setup();
    renderField({ status: 400, data: { message: 'Tipo de archivo no permitido. Formatos aceptados: JPG, PNG, GIF, WEBP.' } });
    await user.upload(screen.getByLabelText('Nueva imagen para el Slot 2'), png());
    await user.click(screen.getByRole('button', { name: /Subir imagen 2/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipo de archivo no permitido. Formatos aceptados: JPG, PNG, GIF, WEBP.');
  });

  it('falls back to the spec message when the server gives none', async () => {
    const user = userEvent.setup();
    renderField({ status: 500, data: '' });
    await user.upload(screen.getByLabelText('Nueva imagen para el Slot 2'), png());
    await user.click(screen.getByRole('button', { name: /Subir imagen 2/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al subir imagen 2.');
  });

  it('can be cancelled while uploading', async () => {
    const user = userEvent.setup();
    const { onUploaded } = renderField('hang');
    await user.upload(screen.getByLabelText('Nueva imagen para el Slot 2'), png());
    await user.click(screen.getByRole('button', { name: /Subir imagen 2/ }));
    await user.click(screen.getByRole('button', { name: /Cancelar/ }));
    expect(await screen.findByText('Subida cancelada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sends its text fields ahead of the file, and nothing while the caller's check says no", async () => {
    const user = userEvent.setup();
    const { api, sent } = fakeApi({ status: 201, data: { message: 'Imagen agregada.' } });
    let allowed = false;
    render(
      <UploadField
        api={api}
        url="/admin/productos/1/imagenes"
        field="imagen"
        fields={{ alt: 'Frasco de 750 g' }}
        beforeUpload={() => allowed}
        label="Archivo de la imagen"
        accept="image/*"
        missingMessage="Por favor, selecciona una imagen."
        errorMessage="No se pudo agregar la imagen."
        buttonLabel="Agregar imagen"
      />,
    );
    await user.upload(screen.getByLabelText('Archivo de la imagen'), png());
    await user.click(screen.getByRole('button', { name: /Agregar imagen/ }));
    expect(sent).toHaveLength(0);
    allowed = true;
    await user.click(screen.getByRole('button', { name: /Agregar imagen/ }));
    expect(await screen.findByText('Imagen agregada.')).toBeInTheDocument();
    expect([...sent[0].keys()]).toEqual(['alt', 'imagen']);
    expect(sent[0].get('alt')).toBe('Frasco de 750 g');
  });
});
