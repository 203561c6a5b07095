import type { ReactNode } from 'react';
import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';

export interface AuthCardProps {
  /** The page's one level-one heading; leave it out when the content carries its own. */
  title?: string;
  subtitle?: string;
  /** A partner's or location's logo on its branded sign-in page. */
  logo?: string | null;
  logoAlt?: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, logo, logoAlt, children }: AuthCardProps) {
  return (
    // The card is the page: it is the main landmark and holds the one level-one heading.
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          {logo ? <Image src={logo} alt={logoAlt ?? 'Logo'} h={64} fit="contain" /> : null}
          {title || subtitle ? (
            <div>
              {title ? (
                <Title order={1} size="h2">
                  {title}
                </Title>
              ) : null}
              {subtitle ? (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              ) : null}
            </div>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
