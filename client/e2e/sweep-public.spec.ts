import { sweepScreens } from './sweep';

// Axe and the phone layout on every public screen (sweep.ts).
sweepScreens(['public']);
