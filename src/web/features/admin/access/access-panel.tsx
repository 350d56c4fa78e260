import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { InviteResponse } from '../../../../domain/schemas/accounts.ts';
import { accessTexts, armedTexts, errorTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useCreateUser } from '../../../api/create-user.ts';
import { useUser } from '../../../api/get-user.ts';
import { useInviteUser } from '../../../api/invite-user.ts';
import { useSetUserPassword } from '../../../api/set-user-password.ts';
import { updateCustomer } from '../../../api/update-customer.ts';
import { updateTenant } from '../../../api/update-tenant.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import {
  accessProblem,
  cleanText,
  newLoginBody,
  suggestedUsername,
  type AccessKind,
  type AccessMode,
} from './access-input.ts';
import { InviteLinkResult } from './invite-link.tsx';

export interface AccessRecord {
  id: number;
  user_id: number | null;
  email: string | null;
  phone_number?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

export interface AccessPanelProps {
  kind: AccessKind;
  record: AccessRecord;
  onClose(): void;
  onChanged(): void;
  /**
   * The record is the login itself (a login without customer or tenant data): nothing to link or
   * unlink, `record.id` and `record.user_id` are the login's id.
   */
  loginOnly?: boolean;
}

type Result = { type: 'invite'; invite: InviteResponse } | { type: 'manual' } | { type: 'removed' };

/** A 409 carries the server's reason (address or username taken); anything else gets the step's own text. */
function stepError(error: unknown, failed: string, conflict: string = errorTexts.emailInUse): string {
  if (error instanceof ApiError && error.status === 409) return error.fromServer ? error.message : conflict;
  if (error instanceof ApiError && error.fromServer && error.status === 400) return error.message;
  return failed;
}

/**
 * Gives a tenant or customer a login: by invitation link or with a password set right now. A
 * record without a login gets one first, linked through its `user_id`. The outcome stays in the
 * dialog until Fertig, so the admin can still copy a link that no mail delivered.
 */
export function AccessPanel({ kind, record, onClose, onChanged, loginOnly = false }: AccessPanelProps) {
  const [userId, setUserId] = useState(record.user_id);
  const [mode, setMode] = useState<AccessMode>(record.email ? 'invite' : 'manual');
  const [email, setEmail] = useState(record.email ?? '');
  const [username, setUsername] = useState(suggestedUsername(record));
  const [phone, setPhone] = useState(record.phone_number ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const login = useUser(userId);
  const createUser = useCreateUser();
  const invite = useInviteUser();
  const setUserPassword = useSetUserPassword();

  const link = (user_id: number | null, extra: { phone_number?: string | null } = {}) =>
    kind === 'tenant'
      ? updateTenant({ id: record.id, user_id, ...extra })
      : updateCustomer(record.id, { user_id, ...extra });

  const changed = () => {
    announceUserChange();
    onChanged();
  };

  /** The record's login, created and linked first when there is none; null after a shown error. */
  const ensureLogin = async (input: Parameters<typeof newLoginBody>[2]): Promise<number | null> => {
    if (userId !== null) return userId;
    let created;
    try {
      created = await createUser.mutateAsync(newLoginBody(mode, kind, input));
    } catch (e) {
      setError(stepError(e, accessTexts.loginCreateFailed));
      return null;
    }
    try {
      const typedPhone = cleanText(input.phone);
      const phoneChanged = mode === 'manual' && typedPhone !== (record.phone_number ?? null);
      await link(created.id, phoneChanged ? { phone_number: typedPhone } : {});
    } catch (e) {
      setError(stepError(e, errorTexts.actionFailed));
      return null;
    }
    setUserId(created.id);
    changed();
    return created.id;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, username, phone, password };
    const problem = accessProblem(mode, input, userId !== null);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const id = await ensureLogin(input);
      if (id === null) return;
      if (mode === 'invite') {
        try {
          const answer = await invite.mutateAsync({ id, email: cleanText(email) });
          setResult({ type: 'invite', invite: answer });
        } catch (e) {
          setError(
            e instanceof ApiError && !e.isNetworkError
              ? stepError(e, accessTexts.inviteLinkFailed)
              : accessTexts.inviteFailed,
          );
          return;
        }
      } else {
        try {
          await setUserPassword.mutateAsync({ id, newPassword: password, adminOverride: true });
          setResult({ type: 'manual' });
        } catch (e) {
          setError(stepError(e, accessTexts.passwordFailed));
          return;
        }
      }
      changed();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    try {
      await link(null);
      setUserId(null);
      setResult({ type: 'removed' });
      changed();
    } catch {
      setError(accessTexts.removeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={accessTexts.title(kind)} size="lg" centered>
      {result ? (
        <Stack gap="md">
          {result.type === 'invite' && <InviteLinkResult {...result.invite} />}
          {result.type === 'manual' && (
            <Alert color="green" role="status">
              {accessTexts.credentialsSet}
            </Alert>
          )}
          {result.type === 'removed' && (
            <Alert color="green" role="status">
              {accessTexts.removed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {accessTexts.done}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {userId === null
                ? accessTexts.noLogin
                : accessTexts.currentLogin(login.data?.username ?? `#${userId}`)}
            </Text>
            <Radio.Group
              label={accessTexts.modeLabel}
              value={mode}
              onChange={(value) => {
                setMode(value as AccessMode);
                setError(null);
              }}
            >
              <Group gap="lg" mt={6}>
                <Radio value="invite" label={accessTexts.modeInvite} />
                <Radio value="manual" label={accessTexts.modeManual} />
              </Group>
            </Radio.Group>
            <TextInput
              label={accessTexts.email}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              autoComplete="off"
            />
            {mode === 'manual' && userId === null && (
              <>
                <TextInput
                  label={accessTexts.username}
                  value={username}
                  onChange={(event) => setUsername(event.currentTarget.value)}
                  autoComplete="off"
                />
                <TextInput
                  label={accessTexts.phone}
                  type="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.currentTarget.value)}
                  autoComplete="off"
                />
              </>
            )}
            {mode === 'manual' && (
              <PasswordInput
                label={accessTexts.password}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="new-password"
              />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="space-between" wrap="wrap">
              {userId !== null && !loginOnly ? (
                <ArmedButton
                  steps={[accessTexts.removeAccess, armedTexts.reallySure, armedTexts.confirm]}
                  onConfirm={() => void remove()}
                  disabled={busy}
                  size="sm"
                />
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {accessTexts.cancel}
                </Button>
                <Button type="submit" loading={busy}>
                  {mode === 'invite' ? accessTexts.sendInvite : accessTexts.setPassword}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
