import { Button } from '@/components/button';
import { ShareIcon } from '@/components/page-icons';

export interface ShareButtonProps {
  title: string;
  text: string;
  /** The page to share; the current one when not given. */
  url?: string;
  className?: string;
}

/** WhatsApp's share link, for browsers without the Web Share API (most desktops). */
export function whatsAppLink(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/**
 * Share: the phone's own share sheet (Web Share API) where there is one, else WhatsApp in a new
 * tab. A shopper closing the sheet is not an error.
 */
export function ShareButton({
  title,
  text,
  url = window.location.href,
  className,
}: ShareButtonProps) {
  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // Dismissed, or not allowed here: nothing to tell.
      }
      return;
    }
    window.open(whatsAppLink(text, url), '_blank', 'noopener,noreferrer');
  };
  return (
    <Button
      variant="secondary"
      size="lg"
      className={className}
      icon={<ShareIcon size={20} />}
      onClick={() => void onShare()}
    >
      Share
    </Button>
  );
}
