import { mediaRef } from '../../db/media-references.js';
import { SETTING_KEYS } from '../../db/schema.js';
import { defineServerModule } from '../server-module.js';
import { adminContentRoutes } from './admin-content.routes.js';

// The admin-content module's public surface: its descriptor (the content screens' writes and
// uploads, and the content tables they alone write; the content module reads them).
export const adminContentModule = defineServerModule({
  name: 'admin-content',
  tables: ['inicio_slides', 'slider_images', 'testimonials', 'site_settings'],
  routes: (deps) => ({ admin: [adminContentRoutes(deps)] }),
  media: [
    mediaRef('inicio_slides', 'hero_img_path'),
    mediaRef('slider_images', 'image_path'),
    mediaRef('testimonials', 'video_path'),
    mediaRef('testimonials', 'poster_path'),
    mediaRef('site_settings', 'value', {
      column: 'setting_key',
      values: [SETTING_KEYS.motivationalVideo, SETTING_KEYS.profileImage, SETTING_KEYS.profileVideo],
    }),
  ],
  activity: { 'content.updated': 'contenido', 'content.deleted': 'contenido', 'media.uploaded': 'contenido' },
});
