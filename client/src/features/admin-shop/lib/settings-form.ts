import { z } from 'zod';
import { shopSettingsSchema, type ShopSettings, type ShopSettingsInput } from '@app/shared/orders';
import { parseWholeNumber, wholeNumberText } from '../../../components/admin-kit/whole-number';

const pesos = (text: string) => parseWholeNumber(text) ?? Number.NaN;

/**
 * What the settings form holds (amounts as typed text), turned into the shared payload: a blank
 * required amount is no number (the schema's message); a blank free-shipping threshold is null, "never".
 */
export const settingsFormSchema = z
  .object({
    vendedor: z.object({ razonSocial: z.string(), nit: z.string(), direccion: z.string(), telefono: z.string(), email: z.string() }),
    whatsapp: z.string(),
    instruccionesPago: z.string(),
    direccionRecogida: z.string(),
    recogerActivo: z.boolean(),
    zonas: z.array(
      z.object({
        nombre: z.string(),
        departamentos: z.array(z.string()),
        municipios: z.array(z.string()),
        precio: z.string(),
        contraEntrega: z.boolean(),
      }),
    ),
    envioPorDefecto: z.string(),
    contraEntregaPorDefecto: z.boolean(),
    envioGratisDesde: z.string(),
    contraEntregaMaximo: z.string(),
    metodos: z.object({ transferencia: z.boolean(), contra_entrega: z.boolean(), wompi: z.boolean() }),
  })
  .transform((v): ShopSettingsInput => ({
    ...v,
    zonas: v.zonas.map((zona) => ({ ...zona, precio: pesos(zona.precio) })),
    envioPorDefecto: pesos(v.envioPorDefecto),
    envioGratisDesde: parseWholeNumber(v.envioGratisDesde),
    contraEntregaMaximo: pesos(v.contraEntregaMaximo),
  }))
  .pipe(shopSettingsSchema);

export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type ZoneFormValues = SettingsFormValues['zonas'][number];

export const EMPTY_ZONE: ZoneFormValues = { nombre: '', departamentos: [], municipios: [], precio: '', contraEntrega: false };

export const settingsFormValues = (s: ShopSettings): SettingsFormValues => ({
  ...s,
  vendedor: { ...s.vendedor },
  metodos: { ...s.metodos },
  zonas: s.zonas.map((zona) => ({ ...zona, precio: wholeNumberText(zona.precio) })),
  envioPorDefecto: wholeNumberText(s.envioPorDefecto),
  envioGratisDesde: wholeNumberText(s.envioGratisDesde),
  contraEntregaMaximo: wholeNumberText(s.contraEntregaMaximo),
});
