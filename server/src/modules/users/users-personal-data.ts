import type { PersonalDataExport } from '@app/shared/privacy';
import type { PersonalDataOwner } from '../privacy/index.js';
import * as repo from './users.repo.js';

/**
 * The account as personal data (declared by the users module's descriptor): the export shows
 * its profile (not the photo's path) and consent; erasing deletes it.
 */
export const usersPersonalData: PersonalDataOwner = {
  name: 'users',

  async export(db, email) {
    const account = await repo.findUserByEmail(db, email);
    const profile = account ? await repo.findProfile(db, account.id) : undefined;
    if (!account || !profile) return { sections: { cuenta: null }, consents: {}, found: false, seen: { cuenta: false } };
    const { profile_image_url: _img, ...cuenta } = profile;
    return {
      sections: { cuenta: cuenta as PersonalDataExport['cuenta'] },
      consents: { userId: account.id },
      found: true,
      seen: { cuenta: true },
    };
  },

  async erase(trx, email, { now }) {
    const account = await repo.findUserByEmail(trx, email);
    const deleted = account !== undefined && (await repo.deleteAccount(trx, account.id, now));
    return { summary: { accountDeleted: deleted }, log: { cuenta: deleted } };
  },
};
