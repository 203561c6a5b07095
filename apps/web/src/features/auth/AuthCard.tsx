import type { ReactNode } from 'react';
import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** A partner's or location's logo on its branded sign-in page. */
  logo?: string | null;
  logoAlt?: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, logo, logoAlt, children }: AuthCardProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="md">
          {logo ? <Image src={logo} alt={logoAlt ?? 'Logo'} h={64} fit="contain" /> : null}
          <div>
            <Title order={2}>{title}</Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
