import "../../testing/dom";
import assert from "node:assert/strict";
import { useState } from "react";
import { ClientApp } from "../../client/ClientApp";
import { PageStore } from "../../client/pageStore";
import { siteValue, withSite } from "../../testing/fixtures";
import { Layout } from "../Layout/Layout";
import { ErrorContext } from "./ErrorBoundary";
import { cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";

let shouldThrow = true;

function Bomb() {
  if (shouldThrow) throw new Error("render failed", { cause: new Error("missing data") });
  return <p>recovered</p>;
}

function quietly<T>(run: () => T): T {
  const original = console.error;
  console.error = () => {};
  try {
    return run();
  } finally {
    console.error = original;
  }
}

describe("layout crash page", () => {
  beforeEach(() => {
    shouldThrow = true;
  });
  cleanUpAfterEach();

  it("keeps navbar and footer, shows the crash, the cause chain and Try again", () => {
    quietly(() =>
      render(
        withSite(
          <Layout>
            <Bomb />
          </Layout>,
        ),
      ),
    );
    assert.equal(document.querySelector("main h1")?.textContent, "This page crashed.");
    assert.equal(document.querySelector(".crash-page__error")?.textContent, "render failed\n\nCause:\nmissing data");
    assert.ok(document.querySelector('nav[aria-label="Main"]'));
    assert.ok(document.querySelector("footer"));
    const tryAgain = [...document.querySelectorAll("button")].find((b) => b.textContent === "Try again")!;
    shouldThrow = false;
    click(tryAgain);
    assert.equal(document.querySelector(".main-wrapper p")?.textContent, "recovered");
  });
});

describe("ErrorContext", () => {
  cleanUpAfterEach();

  it("passes a render error up with its context as the message and the error as the cause", () => {
    shouldThrow = true;
    quietly(() =>
      render(
        withSite(
          <Layout>
            <ErrorContext message="The doc /docs/x could not be shown.">
              <Bomb />
            </ErrorContext>
          </Layout>,
        ),
      ),
    );
    assert.equal(
      document.querySelector(".crash-page__error")?.textContent,
      "The doc /docs/x could not be shown.\n\nCause:\nrender failed\n\nCause:\nmissing data",
    );
  });
});

describe("root crash (outside the layout)", () => {
  cleanUpAfterEach();

  it("titles the page 'Page Error' and shows the crash, bare when the layout itself crashes", () => {
    const site = siteValue();
    // A broken route table makes the navbar, which is outside the layout's own boundary, throw.
    const manifest = { ...site.index.manifest, sidebars: null as unknown as Record<string, never> };
    const broken = {
      ...site,
      index: { ...site.index, manifest, docsByKey: null as unknown as Map<string, never> },
    };
    // biome-ignore lint/correctness/noComponentHookFactories: a harness made for this one test
    function Harness() {
      const [store] = useState(() => new PageStore());
      return <ClientApp site={broken} store={store} initialPage={null} />;
    }
    quietly(() => render(<Harness />));
    assert.equal(document.title, "Page Error");
    assert.equal(document.querySelector("main h1")?.textContent, "This page crashed");
    assert.match(document.querySelector(".crash-page__error")!.textContent!, /null|Cannot read/);
    assert.equal(document.querySelector('nav[aria-label="Main"]'), null, "the layout could not render either");
  });
});
