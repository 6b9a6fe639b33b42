import { ORDER_MESSAGES as MSG, shopSettingsSchema, type PublicShopSettings, type ShopSettings } from '@app/shared/orders';
import { departamento, municipio } from '@app/shared/divipola';
import type { FieldError } from '@app/shared/errors';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import { badRequest } from '../../lib/errors.js';
import { recordActivity, type Actor } from '../activity/index.js';
import * as repo from './shop-settings.repo.js';
import type { Db } from '../../db/database.js';

/**
 * The settings of a shop the team never configured (a fresh production database; the demo seed
 * writes its own): the seller's name, phone and WhatsApp from the brand settings, and both payment
 * methods and pickup off. Nobody can be told to transfer money to an account nobody wrote down,
 * so the checkout offers no method until the team fills in the back office's Tienda screen
 * (docs/api.md, "Shop settings").
 */
export function defaultShopSettings(config: Config): ShopSettings {
  const whatsapp = config.brand.whatsappNumber.replace(/\D/g, '');
  return {
    vendedor: {
      razonSocial: config.brand.name,
      nit: '',
      direccion: '',
      telefono: config.brand.contactPhone,
      email: config.brand.coachEmail,
    },
    whatsapp: /^\d{7,15}$/.test(whatsapp) ? whatsapp : '573000000000',
    instruccionesPago: '',
    direccionRecogida: '',
    recogerActivo: false,
    zonas: [],
    envioPorDefecto: 15000,
    contraEntregaPorDefecto: false,
    envioGratisDesde: null,
    contraEntregaMaximo: 300000,
    metodos: { transferencia: false, contra_entrega: false, wompi: false },
  };
}

export function publicShopSettings(s: ShopSettings): PublicShopSettings {
  return {
    vendedor: s.vendedor,
    whatsapp: s.whatsapp,
    direccionRecogida: s.direccionRecogida,
    recogerActivo: s.recogerActivo,
    envioGratisDesde: s.envioGratisDesde,
    contraEntregaMaximo: s.contraEntregaMaximo,
    metodos: { ...s.metodos },
  };
}

/** Every zone's codes must name a real department or municipality of the DANE list. */
function divipolaErrors(s: ShopSettings): FieldError[] {
  const errors: FieldError[] = [];
  s.zonas.forEach((z, i) => {
    z.departamentos.forEach((code, j) => {
      if (!departamento(code)) errors.push({ path: `zonas.${i}.departamentos.${j}`, msg: MSG.departamentoInvalid });
    });
    z.municipios.forEach((code, j) => {
      if (!municipio(code)) errors.push({ path: `zonas.${i}.municipios.${j}`, msg: MSG.municipioInvalid });
    });
  });
  return errors;
}

/**
 * The last stored text this process validated, with its result: every quote and order reads the
 * settings, and they change a few times a year, so the same text is parsed once.
 */
let lastRead: { text: string; settings: ShopSettings | null } | undefined;

/** The saved settings; the defaults while none were saved (or what was saved no longer reads). */
export async function readShopSettings(executor: Db, config: Config, logger?: Pick<Logger, 'error'>): Promise<ShopSettings> {
  const text = await repo.storedSettings(executor);
  if (text === undefined) return defaultShopSettings(config);
  if (lastRead?.text !== text) {
    let parsed: ReturnType<typeof shopSettingsSchema.safeParse> | undefined;
    try {
      parsed = shopSettingsSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success)
      logger?.error(
        { issues: parsed?.error.issues.length ?? 'json' },
        'stored shop settings do not match the schema: the defaults apply until saved again',
      );
    lastRead = { text, settings: parsed?.success ? parsed.data : null };
  }
  // a copy: callers never share (or change) the cached object
  return structuredClone(lastRead.settings ?? defaultShopSettings(config));
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;

export function createShopSettingsService({ config, db, logger, clock }: Pick<AppDeps, 'config' | 'db' | 'logger' | 'clock'>) {
  const read = (executor: Db = db) => readShopSettings(executor, config, logger);
  /** The settings as the buyer meets them: paying online needs Wompi's keys as well as the team's switch. */
  const effective = async (executor: Db = db) => {
    const s = await read(executor);
    s.metodos.wompi = s.metodos.wompi && config.wompi !== undefined;
    return s;
  };

  return {
    read,
    effective,
    async publicView(): Promise<PublicShopSettings> {
      return publicShopSettings(await effective());
    },
    /** Saves validated settings after checking every zone code against DIVIPOLA; the change is logged in its transaction. */
    async update(s: ShopSettings, actor: Actor): Promise<ShopSettings> {
      const errors = divipolaErrors(s);
      if (errors.length) throw badRequest(errors[0].msg, errors);
      const now = clock();
      await db.transaction().execute(async (trx) => {
        await repo.saveSettings(trx, s, now);
        await recordActivity(trx, { ...actor, action: 'shop_settings.updated', target: 'tienda:ajustes', at: now });
      });
      return s;
    },
  };
}
