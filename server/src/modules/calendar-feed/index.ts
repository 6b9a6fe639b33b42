import { defineServerModule } from '../server-module.js';
import { calendarAdminRoutes, calendarFeedRoutes } from './calendar-feed.routes.js';

// The calendar-feed module's public surface: its descriptor (the coach's private calendar address
// in the back office, and the subscription it answers at /calendario/…).
export const calendarFeedModule = defineServerModule({
  name: 'calendar-feed',
  tables: ['calendar_feeds'],
  routes: (deps) => ({ admin: [calendarAdminRoutes(deps)], site: [calendarFeedRoutes(deps)] }),
  activity: { 'calendar.address_created': 'calendario', 'calendar.address_regenerated': 'calendario' },
});
