import { HOME_SLIDE_IDS, type InicioSlide } from '@app/shared/content';

/** Slides 1..3 in order; an id missing from the answer becomes an empty placeholder (spec §2). */
export function withSlidePlaceholders(slides: readonly InicioSlide[] | undefined): InicioSlide[] {
  return HOME_SLIDE_IDS.map(
    (id) =>
      slides?.find((s) => Number(s.id) === id) ?? {
        id,
        sub_title: '',
        title1_pre: '',
        title1_highlight: '',
        title2: '',
        hero_img_path: null,
      },
  );
}
