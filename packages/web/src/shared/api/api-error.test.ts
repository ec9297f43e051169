import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("shows the server's words when it sent some", () => {
    const refusal = new ApiError({ status: 409, code: 'conflict', message: 'This user is already blocked.' });
    expect(errorMessage(refusal, 'Update failed.')).toBe('This user is already blocked.');
  });

  it('shows the caller\'s fallback, never a bare "Error 500", when the server said nothing', () => {
    const crash = new ApiError({ status: 500, code: null, message: 'Error 500' });
    expect(errorMessage(crash, 'Load failed.')).toBe('Load failed.');
    const offline = new ApiError({ status: 0, code: null, message: 'Request failed. Please try again.' });
    expect(errorMessage(offline, 'Generate failed.')).toBe('Generate failed.');
  });

  it('falls back for anything that carries no message', () => {
    expect(errorMessage('boom', 'Change failed.')).toBe('Change failed.');
    expect(errorMessage(new Error('exploded'), 'Change failed.')).toBe('exploded');
  });
});
