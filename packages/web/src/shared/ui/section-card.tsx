import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionCardProps = { title: ReactNode; children: ReactNode; testId?: string };

export const SectionCard = ({ title, children, testId }: SectionCardProps) => (
  <Paper withBorder p="md" radius="md" data-testid={testId}>
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);
