// Viewport presets of the stories: the widths the portal's layout is built for (phone-sized
// below 600 px, tablet below 1200 px). Stories pick one with
// `globals: { viewport: { value: 'phone', isRotated: false } }`.
export const viewports = {
  phone: { name: 'Ponsel (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop (1280)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

export type ViewportName = keyof typeof viewports;

/** The story globals that select a viewport preset. */
export const viewport = (value: ViewportName) => ({ viewport: { value, isRotated: false } });
