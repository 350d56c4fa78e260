import type { ReactNode } from 'react';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { InfoCard, Section } from './sections.tsx';

interface CardItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

interface InfoCardSectionProps<Item extends CardItem> {
  id: string;
  /** The band's block of the catalogue: its heading texts and one item per card. */
  texts: { eyebrow?: string; title: string; intro?: string; items: readonly Item[] };
  cols: SimpleGridProps['cols'];
  alt?: boolean;
  icon: (item: Item) => ReactNode;
  badge?: string;
  badgeColor?: string;
  footer?: (item: Item) => ReactNode;
}

/** A section whose content is a grid of info cards, one per catalogue item (landing and services page). */
export function InfoCardSection<Item extends CardItem>({
  id,
  texts,
  cols,
  alt,
  icon,
  badge,
  badgeColor,
  footer,
}: InfoCardSectionProps<Item>) {
  return (
    <Section id={id} eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} alt={alt}>
      <SimpleGrid cols={cols} spacing="lg">
        {texts.items.map((item) => (
          <InfoCard
            key={item.id}
            title={item.title}
            text={item.text}
            icon={icon(item)}
            badge={badge}
            badgeColor={badgeColor}
            footer={footer?.(item)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
