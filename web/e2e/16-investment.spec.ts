// 'Investasi' on a phone and a desktop: Budi opens his unit link's investment from the menu,
// reads each fund's units (4 decimals), unit price and value and the cash value, looks at a
// fund's unit price over the last month and reads the chart's table: one price per working
// day, none on a Saturday or a Sunday.
import { expectAccessible } from './support/a11y';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

/** '20 Nov 2026' (or '20 November 2026') as a date. */
function parsed(text: string): Date {
  const [day, month, year] = text.trim().split(/\s+/);
  const index = MONTHS.findIndex((name) => (month ?? '').startsWith(name));
  return new Date(Date.UTC(Number(year), index, Number(day)));
}

test("Budi reads his unit link's funds and a fund's unit prices", async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Investasi');
  await expect(page.getByRole('heading', { level: 1, name: 'Investasi' })).toBeVisible();
  await expect(page.getByText(/^Harga unit per \d{1,2} \S+ \d{4}$/)).toBeVisible();

  const funds = page.getByRole('region', { name: 'Dana investasi' });
  for (const name of ['Sentosa Equity Fund', 'Sentosa Balanced Fund']) {
    const row = funds.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(/\d{1,3}(\.\d{3})*,\d{4}/); // units, 4 decimals
    await expect(row).toContainText(/Rp\s\d{1,3}(\.\d{3})*,\d{4}/); // unit price (NAB)
  }
  await expect(funds.getByRole('row', { name: /Sentosa Equity Fund/ })).toContainText('60%');
  await expect(page.getByText('Nilai tunai')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Investasi');
  await expectAccessible(page, 'Investasi');
  await snap(page, '01-investment');

  const prices = page.getByRole('region', { name: 'Harga unit (NAB)' });
  const ranges = page.getByRole('group', { name: 'Rentang grafik' });
  await ranges.getByRole('button', { name: '1 bulan' }).click();
  await expect(ranges.getByRole('button', { name: '1 bulan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    prices.getByRole('img', { name: /Grafik harga unit Sentosa Equity Fund/ }),
  ).toBeVisible();
  await prices.getByRole('button', { name: 'Tampilkan tabel' }).click();
  const cells = prices
    .getByRole('table', { name: 'Harga unit Sentosa Equity Fund, 1 bulan' })
    .getByRole('rowheader');
  await expect(cells.first()).toBeVisible();
  const days = (await cells.allInnerTexts()).map(parsed);
  expect(days.length).toBeGreaterThan(15); // about 20 working days in a month
  for (const day of days) {
    expect(Number.isNaN(day.getTime())).toBe(false);
    expect([0, 6], `${day.toISOString().slice(0, 10)} is a working day`).not.toContain(
      day.getUTCDay(),
    );
  }
  await snap(page, '02-prices-month');
});
