import { Fragment, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { ROLES, type Role } from '../../../../domain/roles.ts';
import type { InviteResponse } from '../../../../domain/schemas/accounts.ts';
import type { UserRecord } from '../../../../domain/schemas/records.ts';
import { loginsTexts, roleLabels, validationTexts } from '../../../../domain/texts/index.ts';
import { useDeleteUser } from '../../../api/delete-user.ts';
import { useInviteUser } from '../../../api/invite-user.ts';
import { useSetUserPassword } from '../../../api/set-user-password.ts';
import { useUpdateUser } from '../../../api/update-user.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { InviteLinkResult } from '../access/index.ts';
import { loginErrorText } from './login-errors.ts';
import { draftOf, isDirty } from './logins-list.ts';

const texts = loginsTexts;
const COLUMN_COUNT = 5;

type Action = 'save' | 'invite' | 'password' | 'delete';
type Notice = { ok: boolean; text: string; invite?: InviteResponse } | null;

interface LoginRowProps {
  user: UserRecord;
  onChanged: () => void;
  onDeleted: (user: UserRecord) => void;
}

/**
 * One login with its own draft. Every action first asks inline (question, Bestätigen, Abbrechen),
 * because these calls change who can sign in.
 */
export function LoginRow({ user, onChanged, onDeleted }: LoginRowProps) {
  const [draft, setDraft] = useState(() => draftOf(user));
  const [pending, setPending] = useState<Action | null>(null);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const update = useUpdateUser();
  const invite = useInviteUser();
  const setUserPassword = useSetUserPassword();
  const remove = useDeleteUser();
  const busy = update.isPending || invite.isPending || setUserPassword.isPending || remove.isPending;
  const dirty = isDirty(user, draft);

  const done = (text: string, extra: Partial<NonNullable<Notice>> = {}) => {
    setPending(null);
    setNotice({ ok: true, text, ...extra });
    announceUserChange();
    onChanged();
  };
  const failed = (error: unknown, text: string) =>
    setNotice({ ok: false, text: loginErrorText(error, text) });

  const ask = (action: Action) => {
    setNotice(null);
    setPassword('');
    setPending(action);
  };

  const confirm = () => {
    if (pending === 'save')
      update.mutate(
        { id: user.id, username: draft.username.trim(), email: draft.email.trim() || null, role: draft.role },
        { onSuccess: () => done(texts.saved), onError: (e) => failed(e, texts.saveFailed) },
      );
    if (pending === 'invite')
      invite.mutate(
        { id: user.id, email: user.email },
        {
          onSuccess: (answer) => done(texts.invited, answer.sent ? {} : { invite: answer }),
          onError: (e) => failed(e, texts.inviteFailed),
        },
      );
    if (pending === 'password') {
      if (password.trim() === '') return setNotice({ ok: false, text: validationTexts.passwordEmpty });
      setUserPassword.mutate(
        { id: user.id, newPassword: password, adminOverride: true },
        { onSuccess: () => done(texts.passwordSet), onError: (e) => failed(e, texts.passwordFailed) },
      );
    }
    if (pending === 'delete')
      remove.mutate(user.id, {
        onSuccess: () => {
          announceUserChange();
          onDeleted(user);
        },
        onError: (e) => failed(e, texts.deleteFailed),
      });
  };

  const question =
    pending === 'save'
      ? texts.confirmSave(user.username)
      : pending === 'invite'
        ? texts.confirmInvite(user.email ?? '')
        : pending === 'password'
          ? texts.confirmPassword(user.username)
          : pending === 'delete'
            ? texts.confirmDelete(user.username)
            : null;

  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{user.id}</Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            aria-label={texts.fieldLabel(texts.username, user.username)}
            value={draft.username}
            onChange={(e) => set({ username: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            type="email"
            aria-label={texts.fieldLabel(texts.email, user.username)}
            value={draft.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
        </Table.Td>
        <Table.Td>
          <NativeSelect
            size="xs"
            aria-label={texts.fieldLabel(texts.role, user.username)}
            value={draft.role}
            onChange={(e) => set({ role: e.currentTarget.value as Role })}
            data={ROLES.map((role) => ({ value: role, label: roleLabels[role] }))}
          />
        </Table.Td>
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              disabled={!dirty || busy}
              onClick={() => ask('save')}
              aria-label={`${texts.save}: ${user.username}`}
            >
              {texts.save}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!user.email || busy}
              onClick={() => ask('invite')}
              aria-label={`${texts.invite}: ${user.username}`}
            >
              {texts.invite}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={busy}
              onClick={() => ask('password')}
              aria-label={`${texts.setPassword}: ${user.username}`}
            >
              {texts.setPassword}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={user.is_protected || busy}
              title={user.is_protected ? texts.protectedHint : undefined}
              onClick={() => ask('delete')}
              aria-label={`${texts.delete}: ${user.username}`}
            >
              {texts.delete}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {(question || notice) && (
        <Table.Tr>
          <Table.Td colSpan={COLUMN_COUNT}>
            <Stack gap="xs">
              {question && (
                <Group gap="sm" align="flex-end" role="group" aria-label={question}>
                  <Text size="sm" fw={600}>
                    {question}
                  </Text>
                  {pending === 'password' && (
                    <PasswordInput
                      size="xs"
                      label={texts.newPassword}
                      value={password}
                      onChange={(e) => setPassword(e.currentTarget.value)}
                      autoComplete="new-password"
                      data-autofocus
                      miw={220}
                    />
                  )}
                  <Button
                    size="xs"
                    color={pending === 'delete' ? 'red' : undefined}
                    loading={busy}
                    onClick={confirm}
                  >
                    {texts.confirm}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setPending(null)}>
                    {texts.cancel}
                  </Button>
                </Group>
              )}
              {notice &&
                (notice.invite ? (
                  <InviteLinkResult {...notice.invite} />
                ) : (
                  <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} p="xs">
                    {notice.text}
                  </Alert>
                ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
