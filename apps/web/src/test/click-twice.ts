import { act, fireEvent } from '@testing-library/react';

/**
 * Two clicks before React re-renders: what a quick double click does in a browser when the disabled state
 * arrives a tick late (TanStack Query reports isPending from a timer), so only a guard in the submit handler
 * itself stops the second request.
 */
export function clickTwiceBeforeRender(button: HTMLElement): void {
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
}
