/** The light/dark switch. Its icon follows <html data-theme-choice> in CSS; it is disabled until hydrated. */
import { cx } from "../../lib/classNames";
import { nextColorMode, toggleAriaLabel, toggleTitle, useColorMode } from "../../theme/colorMode";
import { useHasHydrated } from "../../theme/hydration";
import { MoonIcon, SunIcon, SystemIcon } from "../Icons/Icons";

export function ColorModeToggle({ className }: { className?: string }) {
  const { choice, setColorMode } = useColorMode();
  const hydrated = useHasHydrated();
  return (
    <button
      type="button"
      className={cx("color-mode-toggle", className)}
      title={toggleTitle(choice)}
      aria-label={toggleAriaLabel(choice)}
      aria-live="polite"
      disabled={!hydrated}
      onClick={() => setColorMode(nextColorMode(choice))}
    >
      <SunIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <MoonIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
      <SystemIcon className="color-mode-toggle__icon color-mode-toggle__icon--system" />
    </button>
  );
}
