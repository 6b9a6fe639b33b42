/**
 * The current time, injected (AppDeps.clock) into everything whose rules depend on it: booking
 * holds, change cut-offs, reminders, retention. Tests pass a settable clock instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
