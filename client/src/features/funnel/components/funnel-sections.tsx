import { FunnelImageSlider } from './funnel-image-slider';
import { MotivationalVideo } from './motivational-video';
import { ChallengesSection } from './challenges-section';
import { CoachingProfile } from './coaching-profile';
import { TestimonialsSection } from './testimonials-section';

/** The promotional sections of the booking page (/registro), in order (spec §2). */
export function FunnelSections() {
  return (
    <>
      <FunnelImageSlider />
      <MotivationalVideo />
      <ChallengesSection />
      <CoachingProfile />
      <TestimonialsSection />
    </>
  );
}
