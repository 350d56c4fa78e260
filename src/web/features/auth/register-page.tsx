import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CONTACT_SALUTATIONS } from '../../../domain/catalog.ts';
import {
  ACCOUNT_LIMITS,
  documentTitle,
  pageTexts,
  registerTexts as texts,
  validationTexts,
} from '../../../domain/texts/index.ts';
import { isStrongPassword, isValidEmail } from '../../../domain/validation/validation.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useRegister } from '../../api/register.ts';
import { paths } from '../../routing/paths.ts';
import { PasswordField } from './password-field.tsx';

type Field = 'salutation' | 'first_name' | 'last_name' | 'email' | 'password' | 'accept_terms';
const FIELD_ORDER: readonly Field[] = [
  'salutation',
  'first_name',
  'last_name',
  'email',
  'password',
  'accept_terms',
];

interface Values {
  salutation: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  password: string;
  accept_terms: boolean;
}

const EMPTY: Values = {
  salutation: '',
  first_name: '',
  last_name: '',
  company: '',
  email: '',
  password: '',
  accept_terms: false,
};

/** The same rules and sentences as the server's schema, checked before anything is sent. */
function check(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!(CONTACT_SALUTATIONS as readonly string[]).includes(v.salutation))
    errors.salutation = validationTexts.salutationRequired;
  if (v.first_name.trim() === '') errors.first_name = texts.firstNameRequired;
  if (v.last_name.trim() === '') errors.last_name = validationTexts.lastNameRequiredCustomer;
  if (v.email.trim() === '') errors.email = validationTexts.emailRequired;
  else if (!isValidEmail(v.email.trim())) errors.email = validationTexts.emailInvalid;
  if (!isStrongPassword(v.password)) errors.password = validationTexts.passwordTooWeak;
  if (!v.accept_terms) errors.accept_terms = texts.termsRequired;
  return errors;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(documentTitle(title));
  return (
    <Container size={560} py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** After sending: the same notice for every address, as the server's answer is the same. */
function SentNotice({ email }: { email: string }) {
  return (
    <Card title={texts.sentTitle}>
      <Alert color="teal" variant="light" role="status">
        {texts.sent(email)}
      </Alert>
      <Button component={Link} to={paths.login} variant="default" size="md" fullWidth>
        {texts.toLogin}
      </Button>
    </Card>
  );
}

/**
 * A landlord's own sign-up: name, optional company, e-mail address (the future username),
 * password and the consent to the terms and the privacy policy. The confirmation link is mailed.
 */
export function RegisterPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const mutation = useRegister();

  if (mutation.isSuccess) return <SentNotice email={mutation.variables.email} />;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return refs.current[first]?.focus();
    mutation.mutate({
      salutation: values.salutation as (typeof CONTACT_SALUTATIONS)[number],
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      company: values.company.trim() || null,
      email: values.email.trim(),
      password: values.password,
      accept_terms: true,
    });
  };

  const text = (field: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextInput
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={label}
      name={field}
      autoComplete={autoComplete}
      maxLength={ACCOUNT_LIMITS.nameMax}
      withAsterisk
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  );

  return (
    <Card title={pageTexts.register.title}>
      <Text c="dimmed" size="sm">
        {texts.intro}
      </Text>
      <form onSubmit={submit} noValidate aria-label={pageTexts.register.title}>
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <NativeSelect
            ref={(el) => {
              refs.current.salutation = el;
            }}
            label={texts.salutationLabel}
            name="salutation"
            withAsterisk
            data={[{ value: '', label: texts.salutationPlaceholder }, ...CONTACT_SALUTATIONS]}
            value={values.salutation}
            error={errors.salutation}
            onChange={(e) => set('salutation', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {text('first_name', texts.firstNameLabel, 'given-name')}
            {text('last_name', texts.lastNameLabel, 'family-name')}
          </SimpleGrid>
          <TextInput
            label={texts.companyLabel}
            name="company"
            autoComplete="organization"
            maxLength={ACCOUNT_LIMITS.nameMax}
            value={values.company}
            onChange={(e) => set('company', e.currentTarget.value)}
          />
          <TextInput
            ref={(el) => {
              refs.current.email = el;
            }}
            label={texts.emailLabel}
            description={texts.emailHint}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={ACCOUNT_LIMITS.emailMax}
            withAsterisk
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <PasswordField
            ref={(el) => {
              refs.current.password = el;
            }}
            label={texts.passwordLabel}
            description={texts.passwordRule}
            name="new-password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <Checkbox
            ref={(el) => {
              refs.current.accept_terms = el;
            }}
            name="accept_terms"
            checked={values.accept_terms}
            error={errors.accept_terms}
            onChange={(e) => set('accept_terms', e.currentTarget.checked)}
            label={
              <>
                {texts.consentBefore}
                <Anchor component={Link} to={paths.imprint} target="_blank" inherit>
                  {texts.consentTermsLink}
                </Anchor>
                {texts.consentMiddle}
                <Anchor component={Link} to={paths.privacy} target="_blank" inherit>
                  {texts.consentPrivacyLink}
                </Anchor>
                {texts.consentAfter}
              </>
            }
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {texts.submit}
          </Button>
          <Text size="sm" ta="center">
            {texts.haveAccount}{' '}
            <Anchor component={Link} to={paths.login}>
              {texts.toLogin}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {texts.demoHint}{' '}
            <Anchor component={Link} to={paths.freeTest}>
              {pageTexts.freeTest.title}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
