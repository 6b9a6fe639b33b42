import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider, useAdminSession, useUserSession } from './session-provider';

function Probe() {
  const { token, user, isAuthenticated, login, logout } = useUserSession();
  return (
    <div>
      <p data-testid="auth">{isAuthenticated ? 'in' : 'out'}</p>
      <p data-testid="token">{token ?? ''}</p>
      <p data-testid="user">{user ? JSON.stringify(user) : ''}</p>
      <button type="button" onClick={() => login('tok-1', { email: 'ana@example.com' })}>
        login
      </button>
      <button type="button" onClick={logout}>
        logout
      </button>
    </div>
  );
}

function renderSession() {
  const onLogout = vi.fn();
  render(
    <SessionProvider onLogout={onLogout}>
      <Probe />
    </SessionProvider>,
  );
  return { onLogout };
}

/** What another tab's write looks like to this tab: storage already changed, then a `storage` event. */
function otherTab(key: string, newValue: string | null) {
  act(() => {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

describe('Stored session', () => {
  it('is restored from userToken and userInfo', () => {
    localStorage.setItem('userToken', 'abc');
    localStorage.setItem('userInfo', JSON.stringify({ first_name: 'Ana' }));
    renderSession();
    expect(screen.getByTestId('auth')).toHaveTextContent('in');
    expect(screen.getByTestId('user')).toHaveTextContent('Ana');
  });

  it('discards corrupt user info', () => {
    localStorage.setItem('userToken', 'abc');
    localStorage.setItem('userInfo', '{not json');
    renderSession();
    expect(screen.getByTestId('auth')).toHaveTextContent('in');
    expect(screen.getByTestId('user')).toBeEmptyDOMElement();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('counts as authenticated whenever a token exists', () => {
    localStorage.setItem('userToken', 'abc');
    renderSession();
    expect(screen.getByTestId('auth')).toHaveTextContent('in');
  });
});

describe('Login and logout', () => {
  it('login stores token and user; logout clears both and calls onLogout', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderSession();
    await user.click(screen.getByRole('button', { name: 'login' }));
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ email: 'ana@example.com' });
    expect(screen.getByTestId('auth')).toHaveTextContent('in');

    await user.click(screen.getByRole('button', { name: 'logout' }));
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.getByTestId('auth')).toHaveTextContent('out');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('Other tabs', () => {
  it('mirror a login made in another tab', () => {
    renderSession();
    otherTab('userInfo', JSON.stringify({ first_name: 'Luis' }));
    otherTab('userToken', 'from-other-tab');
    expect(screen.getByTestId('auth')).toHaveTextContent('in');
    expect(screen.getByTestId('token')).toHaveTextContent('from-other-tab');
    expect(screen.getByTestId('user')).toHaveTextContent('Luis');
  });

  it('mirror a user info change', () => {
    localStorage.setItem('userToken', 'abc');
    localStorage.setItem('userInfo', JSON.stringify({ first_name: 'Ana' }));
    renderSession();
    otherTab('userInfo', JSON.stringify({ first_name: 'Ana María' }));
    expect(screen.getByTestId('user')).toHaveTextContent('Ana María');
  });

  it('log this tab out when another tab removes the token', () => {
    localStorage.setItem('userToken', 'abc');
    localStorage.setItem('userInfo', JSON.stringify({ first_name: 'Ana' }));
    const { onLogout } = renderSession();
    otherTab('userToken', null);
    expect(screen.getByTestId('auth')).toHaveTextContent('out');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe("Global 'auth-error-401' event", () => {
  it('logs the user out', () => {
    localStorage.setItem('userToken', 'abc');
    localStorage.setItem('userInfo', JSON.stringify({ first_name: 'Ana' }));
    const { onLogout } = renderSession();
    act(() => {
      window.dispatchEvent(new Event('auth-error-401'));
    });
    expect(screen.getByTestId('auth')).toHaveTextContent('out');
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not navigate when nobody was logged in (e.g. a failed login attempt)', () => {
    const { onLogout } = renderSession();
    act(() => {
      window.dispatchEvent(new Event('auth-error-401'));
    });
    expect(onLogout).not.toHaveBeenCalled();
  });
});

function AdminProbe() {
  const { isAuthenticated, login, logout } = useAdminSession();
  return (
    <div>
      <p data-testid="admin">{isAuthenticated ? 'in' : 'out'}</p>
      <button type="button" onClick={() => login('adm-1')}>
        admin login
      </button>
      <button type="button" onClick={logout}>
        admin logout
      </button>
    </div>
  );
}

describe('Admin session (same provider, own storage)', () => {
  function renderBoth() {
    const onLogout = vi.fn();
    render(
      <SessionProvider onLogout={onLogout}>
        <Probe />
        <AdminProbe />
      </SessionProvider>,
    );
    return { onLogout };
  }

  it('login stores adminToken; logout clears it and calls onLogout with the admin role', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderBoth();
    await user.click(screen.getByRole('button', { name: 'admin login' }));
    expect(localStorage.getItem('adminToken')).toBe('adm-1');
    expect(screen.getByTestId('admin')).toHaveTextContent('in');
    await user.click(screen.getByRole('button', { name: 'admin logout' }));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('admin');
  });

  it("a 401 on the admin client ends the admin session only, and another tab's logout too", () => {
    localStorage.setItem('adminToken', 'adm');
    localStorage.setItem('userToken', 'usr');
    const { onLogout } = renderBoth();
    act(() => {
      window.dispatchEvent(new Event('admin-auth-error-401'));
    });
    expect(screen.getByTestId('admin')).toHaveTextContent('out');
    expect(screen.getByTestId('auth')).toHaveTextContent('in');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledWith('admin');

    localStorage.setItem('adminToken', 'adm-2');
    otherTab('adminToken', 'adm-2');
    expect(screen.getByTestId('admin')).toHaveTextContent('in');
    otherTab('adminToken', null);
    expect(screen.getByTestId('admin')).toHaveTextContent('out');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });
});
