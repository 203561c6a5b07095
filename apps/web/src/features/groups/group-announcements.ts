import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** What a screen reader hears while a group is moved (dnd-kit's live region), in the groups' own names. */
export function groupAnnouncements(
  nameOf: (id: string) => string,
  positionOf: (id: string) => number,
  count: number,
) {
  const place = (id: string | number) => `position ${positionOf(String(id)) + 1} of ${count}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up group ${nameOf(String(active.id))}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Group ${nameOf(String(active.id))} moved to ${place(over.id)}.`
        : `Group ${nameOf(String(active.id))} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Group ${nameOf(String(active.id))} dropped at ${place(over.id)}. The new order is being saved.`
        : `Group ${nameOf(String(active.id))} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving group ${nameOf(String(active.id))} was cancelled; it is back where it was.`,
  };
  return announcements;
}

export const GROUP_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a group, press Space or Enter on its handle, use the arrow keys to change its priority, then press ' +
    'Space or Enter again to drop it, or Escape to cancel.',
};
