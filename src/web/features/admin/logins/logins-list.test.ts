import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../../domain/schemas/records.ts';
import { validationTexts } from '../../../../domain/texts/index.ts';
import { draftOf, isDirty, newLoginRequest, visibleLogins } from './logins-list.ts';

const login = (id: number, role: UserRecord['role'], email: string | null = null): UserRecord => ({
  id,
  username: `user${id}`,
  email,
  role,
  is_protected: false,
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
});

describe('visibleLogins', () => {
  const rows = [login(1, 'admin'), login(2, 'employee'), login(3, 'customer'), login(4, 'tenant')];

  it('hides admin and employee logins by default', () => {
    expect(visibleLogins(rows, false).map((r) => r.id)).toEqual([3, 4]);
  });

  it('shows every login when asked', () => {
    expect(visibleLogins(rows, true)).toHaveLength(4);
  });
});

describe('isDirty', () => {
  const user = login(5, 'customer', 'a@b.de');

  it('is clean for the stored values, blanks around them ignored', () => {
    expect(isDirty(user, draftOf(user))).toBe(false);
    expect(isDirty(user, { ...draftOf(user), email: ' a@b.de ' })).toBe(false);
  });

  it('notices username, e-mail and role changes', () => {
    expect(isDirty(user, { ...draftOf(user), username: 'neu' })).toBe(true);
    expect(isDirty(user, { ...draftOf(user), email: '' })).toBe(true);
    expect(isDirty(user, { ...draftOf(user), role: 'tenant' })).toBe(true);
  });

  it('treats an empty field and a missing e-mail alike', () => {
    const noMail = login(6, 'tenant');
    expect(isDirty(noMail, { ...draftOf(noMail), email: '  ' })).toBe(false);
  });
});

describe('newLoginRequest', () => {
  it('needs a username or an e-mail', () => {
    expect(newLoginRequest({ username: ' ', email: '', password: '', role: 'customer' })).toEqual({
      ok: false,
      message: validationTexts.usernameOrEmailRequired,
    });
  });

  it('leaves empty username and password to the server', () => {
    expect(newLoginRequest({ username: '', email: ' x@y.de ', password: '', role: 'customer' })).toEqual({
      ok: true,
      body: { username: null, email: 'x@y.de', password: null, role: 'customer' },
    });
  });
});
