import { Badge, type MantineColor } from '@mantine/core';
import type { TemplateKindSlug } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';

const COLORS: Record<TemplateKindSlug, MantineColor> = { incoming: 'green', outgoing: 'grape', ignore: 'gray', blocked: 'red' };

export const isTemplateKind = (kind: string | null): kind is TemplateKindSlug => kind !== null && kind in COLORS;

/** What a template (or a reading) says a notification is. */
export const TemplateKindBadge = ({ kind }: { kind: TemplateKindSlug }) => {
  const t = useT();
  return (
    <Badge color={COLORS[kind]} variant="light" size="sm" data-kind={kind} style={{ minWidth: 'max-content' }}>
      {t(`templates.kind.${kind}`)}
    </Badge>
  );
};
