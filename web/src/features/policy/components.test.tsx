// @vitest-environment jsdom
// The presentational pieces on their own (what the designer's stories show).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HealthCardsSection } from './components/HealthCards';
import { StatusBadge } from './components/StatusBadge';
import { healthCards } from './testing/fixtures';

afterEach(cleanup);

describe('StatusBadge', () => {
  it('always carries the status text, with a colour per status', () => {
    const { rerender } = render(<StatusBadge status="INFORCE" label="Aktif" />);
    expect(screen.getByText('Aktif').className).toContain('text-bg-success');
    rerender(<StatusBadge status="GRACE_PERIOD" label="Masa Tenggang" />);
    expect(screen.getByText('Masa Tenggang').className).toContain('text-bg-warning');
    rerender(<StatusBadge status="LAPSE" label="Batal" />);
    expect(screen.getByText('Batal').className).toContain('text-bg-danger');
  });
});

describe('HealthCardsSection', () => {
  it('is busy with a loading message while the cards load', () => {
    render(<HealthCardsSection cards={{ state: 'loading' }} />);
    const section = screen.getByRole('region', { name: 'Kartu Kesehatan' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByRole('status').textContent).toBe('Memuat kartu kesehatan…');
  });

  it('offers Coba lagi on an error other than 404', async () => {
    const onRetry = vi.fn();
    render(<HealthCardsSection cards={{ state: 'error', status: 500 }} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws one card per member', () => {
    render(<HealthCardsSection cards={{ state: 'success', data: healthCards.cards }} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
