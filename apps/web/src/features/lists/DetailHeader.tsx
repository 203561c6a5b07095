import { Group, Image, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailHeaderProps {
  /** The record's picture, shown small before its name. */
  image?: string | null | undefined;
  title: string;
  /** Beside the title: the status badges. */
  badges?: ReactNode;
  /** At the right: Modify and Delete. */
  actions?: ReactNode;
}

/** The top of a detail page: the record's picture, its name as the heading and its badges, then its actions. */
export function DetailHeader({ image, title, badges, actions }: DetailHeaderProps) {
  return (
    <Group justify="space-between">
      <Group>
        {image && <Image src={image} alt="" w={48} h={48} fit="contain" />}
        <Title order={1} size="h2">
          {title}
        </Title>
        {badges}
      </Group>
      {actions}
    </Group>
  );
}
