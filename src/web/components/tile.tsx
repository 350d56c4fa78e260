import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Group, Text } from '@mantine/core';
import { ArrowRightIcon } from './icons.tsx';
import classes from './tile.module.css';

interface TileContentProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  badge?: ReactNode;
  /** Call to action under the content, e.g. what opening the tile does. */
  action?: string;
}

type TileProps = TileContentProps & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

function TileContent({ title, description, icon, badge, action }: TileContentProps) {
  return (
    <>
      {(icon !== undefined || badge !== undefined) && (
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {icon !== undefined ? <span className={classes.icon}>{icon}</span> : <span />}
          {badge}
        </Group>
      )}
      <Text fw={600} size="lg">
        {title}
      </Text>
      {description !== undefined && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
      {action !== undefined && (
        <span className={classes.footer}>
          {action}
          <ArrowRightIcon size={16} />
        </span>
      )}
    </>
  );
}

/** A card that opens a screen, either by link or by a handler that first stores a selection. */
export function Tile(props: TileProps) {
  const content = <TileContent {...props} />;
  if (props.to !== undefined) {
    return (
      <Card component={Link} to={props.to} withBorder padding="lg" className={classes.tile}>
        {content}
      </Card>
    );
  }
  return (
    <Card
      component="button"
      type="button"
      onClick={props.onClick}
      withBorder
      padding="lg"
      className={classes.tile}
    >
      {content}
    </Card>
  );
}
