import { describeHostileInput } from './hostile-input.js';

describeHostileInput('fixed bodies');
