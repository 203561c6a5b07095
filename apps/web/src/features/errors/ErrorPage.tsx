import { Anchor, Stack, Text, Title } from '@mantine/core';

const MESSAGES: Record<string, string> = {
  '403': 'You do not have access to this page.',
  '404': 'System Error!',
  '500': 'Something Went Wrong',
};

export function ErrorPage({ code, home }: { code: string; home: string }) {
  return (
    <Stack align="center" py={64}>
      <Title order={1}>{code || 'Error'}</Title>
      <Text>{MESSAGES[code] ?? 'Something Went Wrong'}</Text>
      <Anchor href={home}>Go back</Anchor>
    </Stack>
  );
}
