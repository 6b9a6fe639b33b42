/**
 * Spec §9: the hero fades in 1000 ms, moves on every 6000 ms, keeps going after a swipe, and
 * loops. The fade's length is also in home.css (`.hero-frame`), since a pre-rendered page may not
 * carry an inline style under the CSP.
 */
export const HERO_TIMING = { fadeMs: 1000, intervalMs: 6000 } as const;

/** A horizontal move this long (CSS px) is a swipe to the next or previous slide. */
export const HERO_SWIPE_PX = 40;
