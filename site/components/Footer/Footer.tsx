/** The dark footer: link columns and the copyright line, all from the config. */
import { siteConfig } from "../../config";
import { isExternalHref } from "../../../contracts/links";
import { ExternalLinkIcon } from "../Icons/Icons";
import { Link } from "../Link/Link";

export function Footer() {
  const { footer } = siteConfig;
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container">
        <div className="footer__links">
          {footer.links.map((column) => (
            <div key={column.title} className="footer__col">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item) => (
                  <li key={item.href} className="footer__item">
                    <Link className="footer__link" href={item.href}>
                      {item.label}
                      {isExternalHref(item.href) && <ExternalLinkIcon />}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="footer__copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}
