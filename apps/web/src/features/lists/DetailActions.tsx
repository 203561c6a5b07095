import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconEdit, IconTrash } from '@tabler/icons-react';

/** Modify (a link to the form) and Delete (which the page confirms first) at the top of a detail page. */
export function DetailActions({ modifyHref, onDelete }: { modifyHref: string; onDelete(): void }) {
  return (
    <Group>
      <Button component={Link} to={modifyHref} leftSection={<IconEdit size={16} />}>
        Modify
      </Button>
      <Button color="red.8" variant="outline" leftSection={<IconTrash size={16} />} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
