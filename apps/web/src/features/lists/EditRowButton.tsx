import { Button } from '@mantine/core';

/** A row's Edit button; `name` tells screen readers which row: "Edit CA0349500". */
export function EditRowButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <Button size="xs" variant="light" aria-label={`Edit ${name}`} onClick={onClick}>
      Edit
    </Button>
  );
}
