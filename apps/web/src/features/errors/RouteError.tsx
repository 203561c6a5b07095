import { Alert, Button, Center, Stack, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../forms/error-message';

/** A page whose data failed to load: the server's message and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Center mih="60vh" p="md">
      <Stack maw={480}>
        <Title order={1} size="h3">
          This page could not be loaded
        </Title>
        <Alert color="red" role="alert">
          {errorMessage(error) ?? 'Something Went Wrong'}
        </Alert>
        <Button
          variant="light"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
