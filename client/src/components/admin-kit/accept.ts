/** `accept` of the pickers: a hint for the browser; the server decides by the file's bytes. */
export const ACCEPT_IMAGES = 'image/jpeg,image/png,image/gif,image/webp';
export const ACCEPT_VIDEOS = 'video/mp4,video/webm,video/ogg,video/quicktime';
/** The profile takes any image and any video (spec §5); the server still only keeps the allowed types. */
export const ACCEPT_ANY_IMAGE = 'image/*';
export const ACCEPT_ANY_VIDEO = 'video/*';
