import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../routing/paths.ts';
import { ArrowRightIcon } from '../../components/icons.tsx';
import classes from './public.module.css';

interface CallToActionProps {
  /** Id of the heading, which names the band. */
  titleId: string;
  title: string;
  text: string;
  /** Label of the main button; it always leads to the free demo. */
  demoLabel: string;
  /** Further buttons after the main one. */
  children?: ReactNode;
  /** Directly after a section of the same background the band needs no top padding of its own. */
  flush?: boolean;
}

/** The closing band of a public page: a tinted box with a heading, a sentence and the way to the demo. */
export function CallToAction({ titleId, title, text, demoLabel, children, flush }: CallToActionProps) {
  return (
    <section
      className={classes.section}
      aria-labelledby={titleId}
      style={flush ? { paddingTop: 0 } : undefined}
    >
      <Container size="lg">
        <div className={classes.cta}>
          <Stack gap="md" align="flex-start">
            <Title order={2} id={titleId} className={classes.sectionTitle} c="white">
              {title}
            </Title>
            <Text className={classes.ctaText}>{text}</Text>
            <div className={classes.ctaActions}>
              <Button
                component={Link}
                to={paths.freeTest}
                size="lg"
                variant="white"
                color="teal"
                rightSection={<ArrowRightIcon size={18} />}
              >
                {demoLabel}
              </Button>
              {children}
            </div>
          </Stack>
        </div>
      </Container>
    </section>
  );
}
