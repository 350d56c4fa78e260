import { useParams } from 'react-router';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { documentTitle, pageTexts, templateTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LetterWorkspace } from './letters/index.ts';
import { findTemplate } from './templates.ts';

const texts = templateTexts;

/**
 * One template: title, description, three feature rows and the legal note, then the letter made
 * from it — property and tenant, the form, a live preview, „PDF erstellen“ and sending.
 */
export function CustomerTemplateDetailPage() {
  const { id } = useParams();
  const template = findTemplate(id);

  if (!template) {
    return (
      <Container size="md" py="xl">
        <BackButton to={paths.customerTemplates} label={texts.backToList} />
        <PageHeader title={texts.notFound} tabTitle={documentTitle(texts.notFound)} />
        <EmptyState message={texts.notFoundHint} />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.customerTemplates} label={texts.backToList} />
      <PageHeader
        title={template.title}
        description={template.description}
        tabTitle={documentTitle(`${pageTexts.customerTemplateDetail.title}: ${template.title}`)}
      />
      <Stack gap="xl">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="template-features">
          <Title order={2} size="h4" id="template-features" mb="sm">
            {texts.featuresHeading}
          </Title>
          <List spacing="xs">
            {template.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="template-legal">
          <Title order={2} size="h4" id="template-legal" mb="sm">
            {texts.legalHeading}
          </Title>
          <Text>{template.legalNote}</Text>
        </Paper>
        <LetterWorkspace templateId={template.id} />
      </Stack>
    </Container>
  );
}
