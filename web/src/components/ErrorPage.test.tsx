import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it("404: the 'Page Not Found' variant with an Indonesian explanation and a way back", () => {
    render(<ErrorPage status={404} message="Page not found: /x" />);
    expect(screen.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText(/Page Not Found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman utama' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("other errors: status 500 and 'Internal Server Error' by default", () => {
    render(<ErrorPage onReload={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByText(/500 — Internal Server Error/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang halaman' })).toBeInTheDocument();
  });
});
