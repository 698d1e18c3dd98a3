import { useImageUrl } from "../document.tsx";
import { Link } from "../router/index.ts";
import { useShell } from "../auth/guards.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";
import { LOGO_ROTATION_MS, useAlternating } from "./useAlternating.ts";
import "./PublicNav.css";

/**
 * The public pages' top bar for visitors: the alternating logo, the theme toggle, and the way in. Someone
 * signed in has the app's own navigation instead (see components/navigation).
 */
export function PublicNav() {
  const { user } = useShell();
  const logo = useAlternating(useImageUrl("/logo-a.svg"), useImageUrl("/logo-b.svg"), LOGO_ROTATION_MS);
  if (user) return null;
  return (
    <header className="public-nav">
      <div className="container public-nav-inner">
        <Link to="/" className="brand">
          <img className="brand-logo" src={logo} alt="" width={40} height={40} />
          <span className="brand-name">Virtual Worlds</span>
        </Link>
        <nav className="public-nav-links" aria-label="Account">
          <ThemeToggle />
          <Link className="public-nav-login" to="/login">
            Login
          </Link>
          <Link className="button primary" to="/signup">
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
