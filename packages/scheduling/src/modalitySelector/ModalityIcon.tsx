import type { Modality } from '@aisle/contracts';

// One line drawing per way of shopping, drawn in the text colour: a bag, a truck, a cart, a parcel.
const paths: Record<Modality, string> = {
  PICKUP: 'M6 9h12l-1 11H7L6 9Zm3 0V7a3 3 0 0 1 6 0v2',
  DELIVERY: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  IN_STORE: 'M3 4h2l2 11h11l2-8H6M9 20a1.5 1.5 0 1 0 0-.1M17 20a1.5 1.5 0 1 0 0-.1',
  SHIP: 'M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0 8 4 8-4M12 12v8',
};

export function ModalityIcon({ modality, className }: { modality: Modality; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={paths[modality]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
