// The users module's public surface for other modules: the account reads the person's rights need.
export { findProfile, findUserByEmail, findUserById } from './users.repo.js';
