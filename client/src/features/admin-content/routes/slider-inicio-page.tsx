import { ADMIN_CONTENT_MESSAGES as MSG, type InicioSlideUpdate } from '@app/shared/admin-content';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInicioSlides, useSaveSlide, useSetSlideInCache } from '../api/inicio-slides';
import { SlideEditor } from '../components/slide-editor';
import { withSlidePlaceholders } from '../lib/slides';
import '../admin-content.css';

/** Slider Principal (spec §2): 3 slide editors; ids 1–3 are forced as placeholders when missing. */
export default function SliderInicioPage() {
  usePageMeta('Slider Principal');
  const slides = useInicioSlides();
  const save = useSaveSlide();
  const setSlide = useSetSlideInCache();

  const onSave = async (id: number, texts: InicioSlideUpdate): Promise<string | null> => {
    try {
      await save.mutateAsync({ id, ...texts });
      return null;
    } catch (err) {
      return apiErrorMessage(err, MSG.slideSave);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="slider-inicio-title">
      <header className="admin-page-header">
        <h1 className="admin-page-title" id="slider-inicio-title">
          Slider Principal
        </h1>
        <p className="text-muted">Las 3 diapositivas del banner de la página de inicio: textos e imagen de fondo.</p>
      </header>
      {slides.isError && <Alert variant="error">{apiErrorMessage(slides.error, MSG.slidesLoad)}</Alert>}
      {slides.isPending ? (
        <Spinner label="Cargando slides..." showLabel />
      ) : (
        withSlidePlaceholders(slides.data).map((slide) => (
          <SlideEditor
            key={slide.id}
            slide={slide}
            onSave={onSave}
            onHeroUploaded={(answer) => setSlide(answer.slide ?? { ...slide, hero_img_path: answer.path })}
          />
        ))
      )}
    </section>
  );
}
