/** The dismissible bar above the navbar. Its content is trusted HTML from the config. */
import { useRef } from "react";
import { useInternalLinkNavigation } from "../../app/internalLinks";
import { siteConfig } from "../../config";
import { useAnnouncementBar } from "../../theme/announcementBar";
import { CloseIcon } from "../Icons/Icons";

export function AnnouncementBar() {
  const config = siteConfig.announcementBar;
  if (!config) return null;
  return <ConfiguredAnnouncementBar config={config} />;
}

function ConfiguredAnnouncementBar({ config }: { config: NonNullable<typeof siteConfig.announcementBar> }) {
  const { isActive, close } = useAnnouncementBar(config.id);
  const content = useRef<HTMLDivElement>(null);
  useInternalLinkNavigation(content);
  if (!isActive) return null;
  return (
    <div className="announcement-bar" role="banner">
      {config.isCloseable && <div className="announcement-bar__placeholder" />}
      <div ref={content} className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
