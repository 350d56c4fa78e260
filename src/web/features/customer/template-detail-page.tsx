import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Badge, Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { documentTitle, pageTexts, templateTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { findTemplate } from './templates.ts';

const texts = templateTexts;

/**
 * One template: title, description, three feature rows, the coming-soon badge and the legal
 * note. Download and preview do not exist yet; they say so on the page instead of in an alert.
 */
export function CustomerTemplateDetailPage() {
  const { id } = useParams();
  const template = findTemplate(id);
  const [notice, setNotice] = useState(false);

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
    <Container size="md" py="xl">
      <BackButton to={paths.customerTemplates} label={texts.backToList} />
      <PageHeader
        title={template.title}
        description={template.description}
        tabTitle={documentTitle(`${pageTexts.customerTemplateDetail.title}: ${template.title}`)}
      />
      <Stack gap="lg">
        <Group>
          <Badge color="gray" variant="light" size="lg">
            {texts.comingSoon}
          </Badge>
        </Group>
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
        <Group>
          <Button onClick={() => setNotice(true)}>{texts.download}</Button>
          <Button variant="default" onClick={() => setNotice(true)}>
            {texts.preview}
          </Button>
        </Group>
        {notice && <Alert color="blue" variant="light" role="status" title={texts.functionComingSoon} />}
      </Stack>
    </Container>
  );
}
