import { act } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types a date into the booking date picker as a person does: into the focused field, key by key,
 * over what it held. It first lets a frame pass: closing its calendar (Tab, Enter, a tap outside),
 * react-datepicker blurs its input one animation frame later (its deferBlur); user-event comes
 * back to the field sooner than any person can, and that late blur then landed in the middle of
 * the next date typed, which made the tests fail at random.
 */
export async function typeDate(user: UserEvent, input: HTMLInputElement, value: string): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await user.clear(input);
  await user.type(input, value);
}
