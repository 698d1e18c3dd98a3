import { useImageUrl } from "../document.tsx";
import { Link } from "../router/index.ts";
import { useShell } from "../auth/guards.ts";
import { LOGO_ROTATION_MS, useAlternating } from "./useAlternating.ts";
import "./PublicFooter.css";

const pages = [
  { to: "/about", label: "About" },
  { to: "/features", label: "Features" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
];

/** The public pages' footer: site links, how to reach support, the copyright and the alternating logo. */
export function PublicFooter() {
  const { supportEmail } = useShell();
  const logo = useAlternating(useImageUrl("/logo-footer-a.svg"), useImageUrl("/logo-footer-b.svg"), LOGO_ROTATION_MS);
  return (
    <footer className="public-footer">
      <div className="container public-footer-grid">
        <div className="public-footer-brand">
          <img src={logo} alt="" width={44} height={44} />
          <p className="public-footer-name">Virtual Worlds</p>
          <p>Virtual Worlds, Real Connections. Games, flicks, chat and 3D zones, together in one place.</p>
        </div>
        <nav aria-label="Site">
          <h2 className="public-footer-heading">Explore</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 className="public-footer-heading" id="footer-support">
            Support
          </h2>
          <address>
            <p>
              E-mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
            <p>We answer every message within one working day, Monday to Friday.</p>
            <p>
              Or write to us through the <Link to="/contact">contact form</Link>.
            </p>
          </address>
        </section>
      </div>
      <div className="container public-footer-bottom">
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Virtual Worlds. All rights reserved.
        </p>
        <Link to="/version">Version</Link>
      </div>
    </footer>
  );
}
