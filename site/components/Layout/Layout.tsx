/** The page frame every route shares: skip link, announcement bar, navbar, main area, footer. */
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { MAIN_CONTENT_ID, NAVIGATION_FOCUS_ID } from "../../app/domIds";
import { AnnouncementBar } from "../AnnouncementBar/AnnouncementBar";
import { LayoutErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { Footer } from "../Footer/Footer";
import { Navbar } from "../Navbar/Navbar";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <div id={NAVIGATION_FOCUS_ID} tabIndex={-1} className="skip-to-content">
        <a className="skip-to-content__link" href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
      </div>
      <AnnouncementBar />
      <Navbar />
      <div className="main-wrapper">
        <LayoutErrorBoundary pathname={pathname}>{children}</LayoutErrorBoundary>
      </div>
      <Footer />
    </>
  );
}

/** The main landmark of pages outside the docs layout. */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className}>
      {children}
    </main>
  );
}
