// The activity module's public surface: what other modules use to write the admin activity log.
export { recordActivity, type Actor } from './activity.repo.js';
export { activityLogger } from './activity.middleware.js';
