import { describeHostileInput } from './hostile-input.js';

describeHostileInput('random json');
