import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { secondsLeft } from './location-day';
import { bookingMessages as m } from './messages';

/**
 * The hold's remaining time. Updated every second on screen, but announced politely only once a minute, so a
 * screen reader is not flooded; `onExpired` fires once when it reaches zero.
 */
export function HoldTimer({ expiresAt, onExpired }: { expiresAt: string; onExpired(): void }) {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = secondsLeft(expiresAt);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, onExpired]);
  const text = m.holdRemaining(Math.floor(left / 60), left % 60);
  return (
    <>
      <Text fw={600} aria-hidden="true" data-testid="hold-timer">
        {text}
      </Text>
      <span aria-live="polite" style={VISUALLY_HIDDEN}>
        {m.holdRemaining(Math.ceil(left / 60), 0)}
      </span>
    </>
  );
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
