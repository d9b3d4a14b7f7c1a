/** The navbar's brand: the site title, linking home. */
import { siteConfig } from "../../config";
import { LogoMark } from "../Icons/Icons";
import { Link } from "../Link/Link";

/** The logo and site title, linking home. The logo is decorative: the title names the link. */
export function NavbarBrand({ onClick }: { onClick?: () => void }) {
  return (
    <Link href="/" className="navbar__brand" onClick={onClick}>
      <LogoMark className="navbar__logo" />
      <b className="navbar__title">{siteConfig.navbar.title}</b>
    </Link>
  );
}
