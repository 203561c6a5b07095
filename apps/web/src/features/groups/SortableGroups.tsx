import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Avatar, Badge, Group as Row, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconGripVertical, IconStack2 } from '@tabler/icons-react';
import { StatusBadge } from '../lists/ListRows';
import type { Group } from './api/groups';
import { GROUP_DRAG_INSTRUCTIONS, groupAnnouncements } from './group-announcements';

interface SortableGroupsProps {
  groups: readonly Group[];
  detailHref(group: Group): string;
  /** False while an order is being saved, or without the right to change it. */
  enabled: boolean;
  onReorder(groupIds: string[]): void;
}

/**
 * The groups in priority order, moved by dragging their handle with a mouse or touch, or from the keyboard (Space
 * or Enter on the handle, arrows, Space or Enter to drop, Escape to cancel), with spoken announcements.
 */
export function SortableGroups({ groups, detailHref, enabled, onReorder }: SortableGroupsProps) {
  const sensors = useSensors(
    // A small distance keeps a click on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = groups.map((group) => group.id);
  const nameOf = (id: string) => groups.find((group) => group.id === id)?.name ?? 'group';
  const positionOf = (id: string) => ids.indexOf(id);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: groupAnnouncements(nameOf, positionOf, groups.length),
        screenReaderInstructions: GROUP_DRAG_INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!enabled}>
        <ol aria-label="Groups by priority" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {groups.map((group, index) => (
            <SortableGroupRow
              key={group.id}
              group={group}
              position={index + 1}
              href={detailHref(group)}
              enabled={enabled}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableGroupRow({
  group,
  position,
  href,
  enabled,
}: {
  group: Group;
  position: number;
  href: string;
  enabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: group.id });
  return (
    <li
      ref={setNodeRef}
      data-testid="group-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        marginBottom: 8,
      }}
    >
      <Paper withBorder p="sm" shadow={isDragging ? 'md' : undefined}>
        <Row wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray.8"
            aria-label={`Move ${group.name}`}
            disabled={!enabled}
            style={{ cursor: enabled ? 'grab' : undefined, touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Text w={28} c="dimmed" aria-label={`Priority ${position}`}>
            {position}
          </Text>
          <Avatar src={group.image} alt="" size="md" radius="sm">
            <IconStack2 size={18} aria-hidden />
          </Avatar>
          <Anchor component={Link} to={href} fw={500} style={{ flex: 1 }}>
            {group.name}
          </Anchor>
          <Badge variant="outline" color="gray.7">
            {group.serviceIds.length} service{group.serviceIds.length === 1 ? '' : 's'}
          </Badge>
          <StatusBadge active={group.active} />
        </Row>
      </Paper>
    </li>
  );
}
