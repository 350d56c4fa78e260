import { Container, Stack, Text, Title } from '@mantine/core';
import { publicTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import classes from './public.module.css';

interface PageHeroProps {
  /** Id of the page title, which names the band. */
  titleId: string;
  title: string;
  lead: string;
}

/** The top band of a public content page below the start page: back link, page title and lead. */
export function PageHero({ titleId, title, lead }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <Container size="lg">
        <BackButton to={paths.landing} label={publicTexts.backToStart} />
        <Stack gap="md" maw={760}>
          <Title order={1} id={titleId} className={classes.pageTitle}>
            {title}
          </Title>
          <Text className={classes.lead}>{lead}</Text>
        </Stack>
      </Container>
    </section>
  );
}
