import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** Modify (a link to the form) and, with `onDelete`, Delete (which the page confirms first) on a detail page. */
export function DetailActions({ modifyHref, onDelete }: { modifyHref: string; onDelete?: () => void }) {
  return (
    <Group>
      <Button component={Link} to={modifyHref} leftSection={<IconEdit size={16} />}>
        Modify
      </Button>
      {onDelete && (
        <Button color="red.8" variant="outline" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Button>
      )}
    </Group>
  );
}
