// Storybook's own interface in the portal's colours and name: "TManKu — Katalog Layar" with
// the portal's mark (brand/, served beside index.html), the brand link back to the first
// screen of the catalogue.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'TManKu — Katalog Layar',
    brandImage: './brand/tmanku-katalog.svg',
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: '#0b4f8a',
    colorSecondary: '#0b4f8a',
    barSelectedColor: '#0b4f8a',
  }),
});
