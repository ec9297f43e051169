import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { pathsShown, placeServerErrors } from './server-errors';

const refusal = (fields: Record<string, string>) =>
  new ApiError({ status: 422, code: 'validation', message: 'The given data was invalid.', localizedMessage: 'Username: is taken', fields });

describe('placeServerErrors', () => {
  it('puts the messages of shown fields under them and lists the rest with their path', () => {
    const placed = placeServerErrors(refusal({ username: 'is taken', 'profile.type': 'is invalid' }), {
      shows: pathsShown('username', /^password$/),
      fallback: 'Request failed',
    });
    expect(placed).toEqual({ fields: { username: 'is taken' }, message: 'Username: is taken', others: ['profile.type: is invalid'] });
  });

  it('says what the form asks when every message stands under its field', () => {
    const error = refusal({ username: 'is taken' });
    expect(placeServerErrors(error, { shows: pathsShown('username'), placedSummary: 'Check the fields', fallback: '' }).message).toBe(
      'Check the fields',
    );
    expect(placeServerErrors(error, { shows: pathsShown('username'), placedSummary: null, fallback: '' }).message).toBeNull();
  });

  it("maps the server's paths to the form's own, and keeps the unmapped ones for the alert", () => {
    const placed = placeServerErrors(refusal({ 'types.0.value.max': 'must be a number', 'types.0.type': 'duplicate' }), {
      shows: () => true,
      mapPath: (path) => (path === 'types.0.value.max' ? 'daily_count.max' : null),
      fallback: '',
    });
    expect(placed.fields).toEqual({ 'daily_count.max': 'must be a number' });
    expect(placed.others).toEqual(['types.0.type: duplicate']);
  });

  it('shows a failure that is not a refusal of fields in the alert, with the fallback when it has no words', () => {
    expect(placeServerErrors(new Error('Network down'), { shows: () => true, fallback: 'Request failed' })).toEqual({
      fields: {},
      message: 'Network down',
      others: [],
    });
    expect(placeServerErrors('boom', { shows: () => true, fallback: 'Request failed' }).message).toBe('Request failed');
  });
});
