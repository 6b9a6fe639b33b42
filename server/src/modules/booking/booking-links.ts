/** The booking's links sent by e-mail; they open client pages, which call the API (no GET changes state). */
export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/confirmar-asesoria/${encodeURIComponent(token)}`;
// On a phone the layout's about section sits above every page: the fragment opens the e-mailed
// link at the booking itself (the page brings #contenido into view once it has rendered).
export const gestionLink = (publicUrl: string, token: string) => `${publicUrl}/mi-asesoria/${encodeURIComponent(token)}#contenido`;
/** The WhatsApp chat of the team (config.brand.whatsappNumber); wa.me takes international digits only. */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
