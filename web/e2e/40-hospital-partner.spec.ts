// Rumah Sakit Rekanan end to end (issue 12): Budi looks for a hospital where his health
// policy is cashless near home. The list does not ask for the location until he presses
// 'Gunakan lokasi saya'; then it sorts by distance, the nearest cashless partner of the demo
// comes first, and its detail shows the address, the phone to call, the map link and his
// cashless policy. A refused location leaves the list usable, sorted by name.
import { expectAccessible } from './support/a11y';
import { DEMO } from './support/demo';
import { expect, snap, test } from './support/fixtures';
import { expectNoHorizontalOverflow, openMenu } from './support/layout';
import { BUDI, signIn } from './support/portal';

const { location, nearTebetCashless: near } = DEMO.hospitals;

test('a cashless partner near home, found by distance, and its detail', async ({
  page,
  context,
  outbox,
}) => {
  await signIn(page, outbox, BUDI);
  await openMenu(page, 'Rumah Sakit Rekanan');
  await expect(page).toHaveURL(/\/hospital-partner$/);
  await expect(page.getByRole('heading', { name: 'Rumah Sakit Rekanan', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Daftar rumah sakit rekanan' });
  await expect(list.getByText(/\d+ rumah sakit dan klinik/)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'hospital list');
  await expectAccessible(page, 'hospital list');
  await snap(page, '01-list-by-name');

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(location);
  const nearest = page.waitForResponse(
    (r) => r.url().includes('/hospital/list') && r.url().includes('sort=DISTANCE'),
  );
  await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
  await nearest;
  await expect(
    page.getByText('Daftar diurutkan dari yang terdekat dengan lokasi Anda.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Layanan' }).selectOption({ label: 'Cashless' });
  const first = list.getByRole('article').first();
  await expect(first).toHaveAccessibleName(near.name);
  await expect(first).toContainText('Cashless untuk polis Anda');
  await expect(first).toContainText(/\d+,\d km/);
  await expect(
    first.getByRole('link', { name: new RegExp(`^Telepon ${near.name}`) }),
  ).toHaveAttribute('href', /^tel:\+62\d+$/);
  await expectNoHorizontalOverflow(page, 'hospital list by distance');
  await expectAccessible(page, 'hospital list by distance');
  await snap(page, '02-list-nearest-cashless');

  await first.getByRole('link', { name: `Lihat detail ${near.name}` }).click();
  await expect(page).toHaveURL(/\/hospital-partner\/detail/);
  await expect(page.getByRole('heading', { name: near.name, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alamat' })).toContainText('Tebet');
  const map = page.getByRole('link', { name: 'Buka di Peta (membuka tab baru)' });
  await expect(map).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-6\.\d+,106\.\d+$/,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  const mine = page.getByRole('region', { name: 'Polis Anda yang dapat dipakai cashless di sini' });
  await expect(mine).toContainText(DEMO.budi.healthPolicy);
  await expectNoHorizontalOverflow(page, 'hospital detail');
  await expectAccessible(page, 'hospital detail');
  await snap(page, '03-detail');

  // Back to the list as it was: cashless partners by distance.
  await page.getByRole('link', { name: 'Kembali ke daftar rumah sakit' }).click();
  await expect(page.getByRole('combobox', { name: 'Layanan' })).toHaveValue('CASHLESS');
  await expect(list.getByRole('article').first()).toHaveAccessibleName(near.name);
});

test('a refused location leaves the list usable, by name', async ({ page, outbox }) => {
  await signIn(page, outbox, BUDI);
  await page.goto('/hospital-partner');
  // No permission granted: the browser refuses.
  await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
  await expect(page.getByText(/Izin lokasi tidak diberikan/)).toBeVisible();
  const list = page.getByRole('region', { name: 'Daftar rumah sakit rekanan' });
  await expect(list.getByRole('article').first()).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Nama rumah sakit atau klinik' })
    .fill('sentosa medika');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(list.getByRole('article').first()).toContainText(/Sentosa Medika/i);
  await expectAccessible(page, 'hospital list, location refused');
});
