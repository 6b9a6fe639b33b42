import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` one frame after it mounts, in a transition: for the bulky part of a dialog
 * or panel (the agenda's edit modal's two chip lists, "Mi asesoría"'s slot picker), so the tap
 * that opens it paints the dialog first and the rest follows without blocking the next input.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a timer queued from a frame callback runs once that frame has been painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
