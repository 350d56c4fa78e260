import { Container } from '@mantine/core';
import { dashboardTexts, documentTitle } from '../../../domain/texts/index.ts';
import { useDisplayName } from '../../app/use-display-name.ts';
import { PageHeader } from '../../components/page-header.tsx';

/** Spec 000 §6: the employee dashboard is a placeholder until its functions are specified. */
export function EmployeeDashboardPage() {
  const texts = dashboardTexts.employee;
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.greeting(useDisplayName())}
        description={texts.comingSoon}
        tabTitle={documentTitle(texts.title)}
      />
    </Container>
  );
}
