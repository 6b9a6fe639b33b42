import { describeHostileInput } from './hostile-input.js';

describeHostileInput('params');
