/** The spec's zoom modal (admin-area §2): one image at full size, closed by Esc, × or a click beside it. */
import { Modal } from "./Modal";

export function ImageZoom({ src, name, onClose }: { src: string; name: string; onClose(): void }) {
  return (
    <Modal title={name} onClose={onClose} size="full" closeOnBackdrop className="image-zoom">
      <img className="image-zoom__image" src={src} alt={name} />
    </Modal>
  );
}
