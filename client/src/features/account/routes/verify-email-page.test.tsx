import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userApi } from '../../../lib/api-client';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import { httpError, networkError, okResponse } from '../../../../test/fake-api';
import VerifyEmailPage from './verify-email-page';

afterEach(() => vi.restoreAllMocks());

function renderVerify(path: string) {
  return renderWithProviders(
    [
      { path: 'verify-email/:token', element: <VerifyEmailPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'verificacion-completa', element: <LocationProbe /> },
      { path: 'verificacion-error', element: <LocationProbe /> },
    ],
    { route: path, strict: true },
  );
}

describe('/verify-email/:token', () => {
  it.each([
    ['success', okResponse({ reason: 'success' }), '/verificacion-completa'],
    ['already_verified', okResponse({ reason: 'already_verified' }), '/verificacion-completa?already_verified=true'],
    ['invalid_token', okResponse({ reason: 'invalid_token' }), '/verificacion-error?reason=invalid_token'],
    ['expired_token', okResponse({ reason: 'expired_token' }), '/verificacion-error?reason=expired_token'],
    ['a 200 without reason', okResponse({}), '/verificacion-error?reason=unknown_success_reason'],
    ['a non-200 success status', okResponse({ reason: 'success' }, 204), '/verificacion-error?reason=unexpected_status_204'],
  ])('calls the API once (even in StrictMode) and redirects on %s', async (_name, response, target) => {
    const get = vi.spyOn(userApi, 'get').mockResolvedValue(response);
    renderVerify('/verify-email/abc123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
    expect(screen.getByTestId('location').textContent).toBe(target);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/verify-email/abc123');
  });

  it.each([
    ['an HTTP error with a reason', httpError(400, { reason: 'server_error' }), '/verificacion-error?reason=server_error'],
    ['an HTTP error without reason', httpError(500, { message: 'x' }), '/verificacion-error?reason=api_error_500'],
    ['no answer', networkError(), '/verificacion-error?reason=network_error_to_api'],
    ['a failure before the request', new Error('boom'), '/verificacion-error?reason=api_call_failed'],
  ])('redirects to the error page on %s', async (_name, error, target) => {
    vi.spyOn(userApi, 'get').mockRejectedValue(error);
    renderVerify('/verify-email/abc123');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });

  it('goes to reason=no_token_in_url without calling the API when the URL has no token', async () => {
    const get = vi.spyOn(userApi, 'get');
    renderVerify('/verify-email');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/verificacion-error?reason=no_token_in_url'));
    expect(get).not.toHaveBeenCalled();
  });
});
