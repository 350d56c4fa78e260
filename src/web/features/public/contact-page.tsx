import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  ACCOUNT_LIMITS,
  CONTACT_EMAIL,
  contactTexts,
  documentTitle,
  pageTexts,
  type ContactFeatureId,
} from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useSiteInfo } from '../../api/get-site-info.ts';
import { useSubmitContact } from '../../api/submit-contact.ts';
import { paths } from '../../routing/paths.ts';
import { CheckIcon, ClockIcon, HeadsetIcon, MailIcon, MessageIcon } from '../../components/icons.tsx';
import { hasErrors, validateContact, type ContactErrors, type ContactInput } from './contact-validation.ts';
import { PageHero } from './page-hero.tsx';
import classes from './public.module.css';

const FEATURE_ICONS: Record<ContactFeatureId, ReactNode> = {
  response: <ClockIcon size={22} />,
  personal: <HeadsetIcon size={22} />,
  channels: <MessageIcon size={22} />,
};

const EMPTY: ContactInput = { name: '', email: '', message: '' };

/** Replaces the form after sending; takes the focus so that it is in view and read out. */
function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack ref={ref} tabIndex={-1} gap="md" align="flex-start" role="status" style={{ outline: 'none' }}>
      <ThemeIcon size={48} radius="xl" variant="light">
        <CheckIcon size={26} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {contactTexts.thanks}
      </Title>
      <Text c="dimmed">{contactTexts.thanksFollowUp}</Text>
      <Button variant="default" onClick={onAnother}>
        {contactTexts.another}
      </Button>
    </Stack>
  );
}

function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const mutation = useSubmitContact();

  const change = (field: keyof ContactInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validateContact(values);
    setErrors(next);
    if (hasErrors(next)) {
      const first = (['name', 'email', 'message'] as const).find((field) => next[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    mutation.mutate({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    });
  };

  if (mutation.isSuccess) {
    return (
      <ContactThanks
        onAnother={() => {
          setValues(EMPTY);
          mutation.reset();
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="kontaktformular-titel">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="kontaktformular-titel">
            {contactTexts.formTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {contactTexts.formIntro}
          </Text>
        </div>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          ref={refs.name}
          label={contactTexts.nameLabel}
          name="name"
          autoComplete="name"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.nameMax}
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name')(event.currentTarget.value)}
        />
        <TextInput
          ref={refs.email}
          type="email"
          label={contactTexts.emailLabel}
          name="email"
          autoComplete="email"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.emailMax}
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email')(event.currentTarget.value)}
        />
        <Textarea
          ref={refs.message}
          label={contactTexts.messageLabel}
          name="message"
          placeholder={contactTexts.messagePlaceholder}
          withAsterisk
          autosize
          minRows={5}
          maxRows={14}
          maxLength={ACCOUNT_LIMITS.messageMax}
          value={values.message}
          error={errors.message}
          onChange={(event) => change('message')(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          {contactTexts.privacyBefore}{' '}
          <Anchor component={Link} to={paths.privacy} size="xs">
            {contactTexts.privacyLink}
          </Anchor>
          .
        </Text>
        <Group>
          <Button type="submit" size="md" loading={mutation.isPending}>
            {contactTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Contact page: hero, three support promises, the form and the support address. */
export function ContactPage() {
  useDocumentTitle(documentTitle(pageTexts.contact.title));
  // The configured support address; the catalogue's address until the answer is there.
  const supportEmail = useSiteInfo().data?.supportEmail ?? CONTACT_EMAIL;

  return (
    <>
      <PageHero titleId="kontakt-titel" title={pageTexts.contact.title} lead={contactTexts.lead} />
      <section className={classes.section}>
        <Container size="lg">
          <div className={classes.contactGrid}>
            <Stack gap="lg">
              {contactTexts.features.map((feature) => (
                <Group key={feature.id} align="flex-start" wrap="nowrap" gap="md">
                  <ThemeIcon variant="light" size={44} radius="md">
                    {FEATURE_ICONS[feature.id]}
                  </ThemeIcon>
                  <div>
                    <Title order={2} size="h4">
                      {feature.title}
                    </Title>
                    <Text size="sm" c="dimmed" lh={1.6}>
                      {feature.text}
                    </Text>
                  </div>
                </Group>
              ))}
              <Paper withBorder radius="md" p="md">
                <Group gap="sm" wrap="nowrap">
                  <MailIcon size={20} style={{ flexShrink: 0 }} />
                  <div>
                    <Text size="sm" fw={600}>
                      {contactTexts.directTitle}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {contactTexts.directText}{' '}
                      <Anchor href={`mailto:${supportEmail}`} size="sm">
                        {supportEmail}
                      </Anchor>
                    </Text>
                  </div>
                </Group>
              </Paper>
            </Stack>
            <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <ContactForm />
            </Paper>
          </div>
        </Container>
      </section>
    </>
  );
}
