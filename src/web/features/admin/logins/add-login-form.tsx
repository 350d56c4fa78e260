import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { ROLES, type Role } from '../../../../domain/roles.ts';
import { loginsTexts, roleLabels } from '../../../../domain/texts/index.ts';
import { useCreateUser } from '../../../api/create-user.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { loginErrorText } from './login-errors.ts';
import { newLoginRequest, type NewLoginInput } from './logins-list.ts';

const texts = loginsTexts;
const EMPTY: NewLoginInput = { username: '', email: '', password: '', role: 'customer' };

export function AddLoginForm({ onCreated }: { onCreated: () => void }) {
  const [input, setInput] = useState(EMPTY);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const create = useCreateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = newLoginRequest(input);
    if (!request.ok) return setNotice({ ok: false, text: request.message });
    setNotice(null);
    create.mutate(request.body, {
      onSuccess: () => {
        setInput(EMPTY);
        setNotice({ ok: true, text: texts.created });
        announceUserChange();
        onCreated();
      },
      onError: (error) => setNotice({ ok: false, text: loginErrorText(error, texts.createFailed) }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.addHeading}
        </Title>
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label={texts.username}
            value={input.username}
            onChange={(e) => setInput({ ...input, username: e.currentTarget.value })}
            autoComplete="off"
          />
          <TextInput
            label={texts.email}
            type="email"
            value={input.email}
            onChange={(e) => setInput({ ...input, email: e.currentTarget.value })}
            autoComplete="off"
          />
          <PasswordInput
            label={texts.password}
            description={texts.passwordHint}
            value={input.password}
            onChange={(e) => setInput({ ...input, password: e.currentTarget.value })}
            autoComplete="new-password"
          />
          <NativeSelect
            label={texts.role}
            value={input.role}
            onChange={(e) => setInput({ ...input, role: e.currentTarget.value as Role })}
            data={ROLES.map((role) => ({ value: role, label: roleLabels[role] }))}
          />
        </Group>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {texts.create}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
