/** The home page: what projen is, how to start, and where to read next. */
import { useDocumentTitle } from "../app/useDocumentTitle";
import { Link } from "../components/Link/Link";
import { siteConfig } from "../config";

const FEATURES: { title: string; href: string; text: string }[] = [
  {
    title: "Projects as code",
    href: "/docs/concepts/projects/",
    text: "Pick a project type, set typed options in .projenrc, and let projen write package.json, tsconfig.json, .gitignore and the rest.",
  },
  {
    title: "Tasks",
    href: "/docs/concepts/tasks",
    text: "Build, test and release steps are tasks defined in code and run the same way everywhere with npx projen <task>.",
  },
  {
    title: "Components",
    href: "/docs/concepts/components",
    text: "Reusable building blocks such as Jest, ESLint or GitHub workflows add files, dependencies and tasks to any project.",
  },
  {
    title: "Releases and publishing",
    href: "/docs/publishing/releases-and-versioning",
    text: "Versions follow your conventional commits; packages publish to npm, PyPI, Maven Central, NuGet and Go from CI.",
  },
  {
    title: "Integrations",
    href: "/docs/integrations/github/",
    text: "Pull request builds, automatic dependency upgrades and release workflows for GitHub, plus GitLab and CircleCI support.",
  },
  {
    title: "API Reference",
    href: "/docs/api/projen",
    text: "Every project type, component and option, generated from the projen package itself.",
  },
];

export function HomePage() {
  useDocumentTitle("");
  return (
    <div className="home">
      <header className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 className="hero__title">{siteConfig.title}</h1>
            <p className="hero__subtitle">{siteConfig.tagline}</p>
            <div className="hero__actions">
              <Link className="button button--primary button--lg" href="/docs/introduction/getting-started">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" href="/docs/introduction/">
                What is projen?
              </Link>
            </div>
          </div>
          <figure className="hero__code">
            <figcaption className="visually-hidden">Creating a new TypeScript project with projen</figcaption>
            {/* Focusable: at narrow widths it scrolls sideways, and keyboard users must reach that too. */}
            <pre tabIndex={0}>
              <code>
                <span className="hero__prompt">$ </span>mkdir my-project && cd my-project{"\n"}
                <span className="hero__prompt">$ </span>npx projen new typescript{"\n"}
                <span className="hero__comment"># edit .projenrc.ts, then re-synthesize:</span>
                {"\n"}
                <span className="hero__prompt">$ </span>npx projen
              </code>
            </pre>
          </figure>
        </div>
      </header>

      <section className="container home__about" aria-labelledby="what-is-projen">
        <h2 id="what-is-projen">What projen does</h2>
        <p>
          projen writes and maintains the configuration files of a software project from a single program, the .projenrc
          file, written in TypeScript, JavaScript, Python or Java. You describe what the project is: its type,
          dependencies, tasks, linting, testing and release settings. Every time you run <code>npx projen</code>, the
          files are synthesized again from that description.
        </p>
        <p>
          Generated files are read-only and say so in a header: changes go into .projenrc, where they are reviewed like
          any other code, instead of drifting apart across copied templates. Ready-made project types cover Node.js,
          TypeScript, Python, Java, AWS CDK apps and construct libraries, cdk8s and more, and you can write your own.
        </p>
      </section>

      <section className="container home__features" aria-labelledby="explore">
        <h2 id="explore">Explore the docs</h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.href} className="feature-card">
              <h3 className="feature-card__title">
                <Link href={feature.href} className="feature-card__link">
                  {feature.title}
                </Link>
              </h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
