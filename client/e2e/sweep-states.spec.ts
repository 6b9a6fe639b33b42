import { sweepOpenedStates } from './sweep';

// Axe and the phone layout with menus, forms showing their errors, the admin drawer and dialogs open (sweep.ts).
sweepOpenedStates();
