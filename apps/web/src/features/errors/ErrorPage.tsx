import { Anchor, Stack, Text, Title } from '@mantine/core';

const MESSAGES: Record<string, string> = {
  '403': 'You do not have access to this page.',
  '404': 'System Error!',
  '500': 'Something Went Wrong',
};

const DETAILS: Record<string, string> = {
  '404': 'This page does not exist.',
};

export interface ErrorPageProps {
  code: string;
  home: string;
  /** False inside a layout, whose AppShell.Main is already the page's main landmark. */
  standalone?: boolean;
}

export function ErrorPage({ code, home, standalone = true }: ErrorPageProps) {
  return (
    <Stack component={standalone ? 'main' : 'div'} align="center" py={64}>
      <Title order={1}>{code || 'Error'}</Title>
      <Text>{MESSAGES[code] ?? 'Something Went Wrong'}</Text>
      {DETAILS[code] ? <Text>{DETAILS[code]}</Text> : null}
      <Anchor href={home}>Go back</Anchor>
    </Stack>
  );
}
