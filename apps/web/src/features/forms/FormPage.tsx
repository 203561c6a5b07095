import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page holding one form under its heading: "Add Company", or the name of what is being modified. */
export function FormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
