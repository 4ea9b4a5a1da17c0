// The phone's menu (< 600 px): an offcanvas from the start edge with the brand, a close
// button and the side navigation. Loaded by DefaultLayout the first time the menu is opened,
// so that react-bootstrap's offcanvas (its share of the 'bootstrap-ui' chunk, about 14 KB of
// gzip) is not part of every signed-in page's first download.
import Offcanvas from 'react-bootstrap/Offcanvas';
import { IconClose } from '../../components/icons';
import type { MenuItem } from '../menu';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import { SideNav } from './SideNav';

export default function PhoneMenu({
  items,
  show,
  onClose,
}: {
  items: MenuItem[];
  show: boolean;
  onClose: () => void;
}) {
  return (
    <Offcanvas
      show={show}
      onHide={onClose}
      placement="start"
      aria-label={appMessages.menu}
      className="portal-offcanvas"
    >
      <Offcanvas.Header>
        <div className="portal-brand">
          <BrandMark size={32} />
          <span>{appMessages.brand}</span>
        </div>
        <button
          type="button"
          className="btn portal-header-button ms-auto"
          onClick={onClose}
          aria-label={appMessages.closeMenu}
        >
          <IconClose />
        </button>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <SideNav items={items} expanded onNavigate={onClose} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
