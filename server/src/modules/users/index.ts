// The users module's public surface for other modules: the account as personal data (registered
// with privacy in server/src/personal-data-owners.ts).
export { usersPersonalData } from './users-personal-data.js';
