import { Button } from '../ui/Button';
import { useOpenConversation } from './conversations';

/**
 * A button that opens (or finds) the conversation about a product and shows it: a buyer's with its
 * seller ("Ask the seller", "Message seller"), a seller's with a buyer who booked it ("Message
 * buyer", with `buyerId`). Disabled while it opens.
 */
export function MessageButton({
  productId,
  buyerId,
  label,
  ariaLabel,
  className,
}: {
  productId: string;
  buyerId?: string;
  label: string;
  ariaLabel?: string;
  className?: string;
}) {
  const open = useOpenConversation();
  return (
    <Button
      type="button"
      $small
      $variant="secondary"
      className={className}
      disabled={open.isPending}
      onClick={() => open.mutate(buyerId ? { productId, buyerId } : { productId })}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
