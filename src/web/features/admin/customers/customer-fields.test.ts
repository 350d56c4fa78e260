import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { fieldBody, fieldSaveError } from './customer-fields.ts';

describe('customer field saving', () => {
  it('sends one field, an emptied optional one as null', () => {
    expect(fieldBody('first_name', 'Eva')).toEqual({ first_name: 'Eva' });
    expect(fieldBody('phone_number', '')).toEqual({ phone_number: null });
    expect(fieldBody('last_name', '')).toEqual({ last_name: '' });
  });

  it('says that an e-mail address is taken on 409, otherwise that the field was not saved', () => {
    expect(fieldSaveError(new ApiError(409, 'x', true))).toBe('E‑Mail-Adresse wird bereits verwendet.');
    expect(fieldSaveError(new ApiError(400, 'x', true))).toBe('Feld konnte nicht gespeichert werden.');
    expect(fieldSaveError(new Error('boom'))).toBe('Feld konnte nicht gespeichert werden.');
  });
});
