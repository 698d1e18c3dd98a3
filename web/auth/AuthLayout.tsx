import { useImageUrl } from "../document.tsx";
import type { ReactNode } from "react";
import { Link } from "../router/index.ts";
import { ThemeToggle } from "../components/ThemeToggle.tsx";
import "./AuthLayout.css";

/** The frame of the login and sign-up screens: the brand beside (or above) one card holding the form. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <section className="auth-brand" aria-label="Virtual Worlds">
        <Link to="/" className="auth-brand-logo">
          <img src={useImageUrl("/logo-a.svg")} alt="" width="44" height="44" />
          <span>Virtual Worlds</span>
        </Link>
        <p className="auth-tagline">Virtual Worlds, Real Connections</p>
        <p className="auth-pitch">Play together, watch 360° flicks, chat and build your own 3D zones.</p>
      </section>
      <section className="auth-panel">
        <div className="auth-panel-tools">
          <ThemeToggle />
        </div>
        <div className="auth-card card">{children}</div>
      </section>
    </main>
  );
}
