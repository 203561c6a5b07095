import { Group, Image, Text } from '@mantine/core';

/** The product's mark, or a partner's logo when the page belongs to one. */
export function BrandMark({ logo, name }: { logo?: string | null; name?: string }) {
  if (logo) return <Image src={logo} alt={name ? `${name} logo` : 'Logo'} h={48} w="auto" fit="contain" />;
  return (
    <Group gap={8} wrap="nowrap">
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden>
        <path
          d="M9 22c0-6 3-11 7-11s7 5 7 11M12.5 22c0-4 1.5-7.5 3.5-7.5s3.5 3.5 3.5 7.5M16 18v4"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <Text fw={700} size="lg">
        Ridgeline
      </Text>
    </Group>
  );
}
