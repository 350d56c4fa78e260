import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../../../domain/catalog.ts';
import {
  faqEntries,
  helpTexts,
  pageTexts,
  supportChannelLabels,
  supportTopicLabels,
  validationTexts,
} from '../../../domain/texts/index.ts';
import { isValidEmail } from '../../../domain/validation/validation.ts';
import { ApiError } from '../../api/api-error.ts';
import { useCustomers } from '../../api/get-customers.ts';
import { useSubmitSupport } from '../../api/submit-support.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SupportContactCard } from '../../components/support-contact.tsx';

const texts = helpTexts;

type Topic = (typeof SUPPORT_TOPICS)[number];
type Channel = (typeof SUPPORT_CHANNELS)[number];

/** What a failed ticket says: the server's German refusal (invalid input, too many), else the spec's texts. */
export function ticketErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return texts.failedNetwork;
    if (error.fromServer && (error.status === 400 || error.status === 429)) return error.message;
  }
  return texts.failedResponse;
}

function TicketForm() {
  const customers = useCustomers();
  const send = useSubmitSupport();
  /** null until typed: the profile's address is the starting value. */
  const [from, setFrom] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState<Topic>('technical');
  const [channel, setChannel] = useState<Channel>('email');
  const [consent, setConsent] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const shownFrom = from ?? customers.data?.[0]?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const trimmed = message.trim();
    if (!shownFrom.trim() || !trimmed) return setProblem(validationTexts.supportRequired);
    if (!isValidEmail(shownFrom)) return setProblem(validationTexts.emailInvalid);
    if (!consent) return setProblem(validationTexts.supportConsent);
    setProblem(null);
    send.mutate(
      { from: shownFrom.trim(), message: trimmed, topic, channel, source: 'customer-help' },
      {
        onSuccess: () => {
          setDone(true);
          setMessage('');
        },
        onError: (error) => setProblem(ticketErrorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="help-ticket">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="help-ticket">
            {texts.ticketHeading}
          </Title>
          <Text c="dimmed">{texts.ticketIntro}</Text>
          <TextInput
            label={texts.fromLabel}
            type="email"
            autoComplete="email"
            required
            value={shownFrom}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <Select
            label={texts.topicLabel}
            data={SUPPORT_TOPICS.map((value) => ({ value, label: supportTopicLabels[value] }))}
            value={topic}
            allowDeselect={false}
            onChange={(value) => value && setTopic(value as Topic)}
          />
          <Select
            label={texts.channelLabel}
            data={SUPPORT_CHANNELS.map((value) => ({ value, label: supportChannelLabels[value] }))}
            value={channel}
            allowDeselect={false}
            onChange={(value) => value && setChannel(value as Channel)}
          />
          <Textarea
            label={texts.messageLabel}
            required
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Checkbox
            label={texts.consentLabel}
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
          />
          {problem && <Alert color="red" variant="light" role="alert" title={problem} />}
          {done && <Alert color="green" variant="light" role="status" title={texts.sent} />}
          <Group>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? texts.sending : texts.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function CustomerHelpPage() {
  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.customerDashboard} label={texts.backToDashboard} />
      <PageHeader title={pageTexts.customerHelp.title} description={pageTexts.customerHelp.description} />
      <Stack gap={40}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SupportContactCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TicketForm />
          </Grid.Col>
        </Grid>
        <FaqList heading={texts.faqHeading} headingId="help-faq" entries={faqEntries} />
      </Stack>
    </Container>
  );
}
