import { sweepScreens } from './sweep';

// Axe and the phone layout on every screen of a signed-in person and of the team (sweep.ts).
sweepScreens(['account', 'admin']);
