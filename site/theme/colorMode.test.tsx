import "../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { ColorModeToggle } from "../components/Navbar/ColorModeToggle";
import { cleanUpAfterEach, render } from "../testing/render";
import { click } from "../testing/events";
import { colorModeFromStorage, ColorModeProvider, nextColorMode, toggleAriaLabel, useColorMode } from "./colorMode";

function Probe() {
  const { colorMode, choice } = useColorMode();
  return <output data-mode={colorMode} data-choice={choice} />;
}

function mount() {
  return render(
    <ColorModeProvider>
      <ColorModeToggle />
      <Probe />
    </ColorModeProvider>,
  );
}

const html = () => document.documentElement;
const toggle = () => document.querySelector<HTMLButtonElement>(".color-mode-toggle")!;
const probe = () => document.querySelector("output")!;

/** Each test starts from the <html> attributes THEME_SCRIPT leaves on a first visit, and cleans up after. */
function startEachTestAsAFirstVisit(): void {
  beforeEach(() => {
    html().setAttribute("data-theme", "light");
    html().setAttribute("data-theme-choice", "light");
  });
  cleanUpAfterEach();
}

describe("color mode: the toggle", () => {
  startEachTestAsAFirstVisit();

  it("alternates strictly between light and dark", () => {
    assert.equal(nextColorMode("light"), "dark");
    assert.equal(nextColorMode("dark"), "light");
    assert.equal(nextColorMode("system"), "dark");
  });

  it("labels the toggle with the current choice", () => {
    assert.equal(toggleAriaLabel("light"), "Switch between dark and light mode (currently light mode)");
    assert.equal(toggleAriaLabel("system"), "Switch between dark and light mode (currently system mode)");
  });

  it("toggles, writes <html> attributes and stores the choice under 'theme'", () => {
    mount();
    assert.equal(toggle().disabled, false, "enabled once mounted");
    click(toggle());
    assert.equal(html().getAttribute("data-theme"), "dark");
    assert.equal(html().getAttribute("data-theme-choice"), "dark");
    assert.equal(localStorage.getItem("theme"), "dark");
    assert.equal(toggle().getAttribute("aria-label"), "Switch between dark and light mode (currently dark mode)");
    assert.equal(toggle().getAttribute("title"), "dark mode");
    click(toggle());
    assert.equal(html().getAttribute("data-theme"), "light");
    assert.equal(localStorage.getItem("theme"), "light");
  });

  it("starts from the attributes the inline script set", () => {
    html().setAttribute("data-theme", "dark");
    html().setAttribute("data-theme-choice", "dark");
    mount();
    assert.equal(probe().dataset.mode, "dark");
    assert.equal(toggle().getAttribute("title"), "dark mode");
  });
});

describe("color mode: storage", () => {
  startEachTestAsAFirstVisit();

  it("follows other tabs through storage events, a removed key meaning 'system'", () => {
    mount();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: localStorage }));
    });
    assert.equal(html().getAttribute("data-theme"), "dark");
    assert.equal(probe().dataset.choice, "dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: null, storageArea: localStorage }));
    });
    assert.equal(html().getAttribute("data-theme"), "light");
    assert.equal(html().getAttribute("data-theme-choice"), "system");
    assert.equal(toggle().getAttribute("aria-label"), "Switch between dark and light mode (currently system mode)");
  });

  it("ignores storage events for other keys and other storage areas", () => {
    mount();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "dark", storageArea: localStorage }));
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: sessionStorage }),
      );
    });
    assert.equal(html().getAttribute("data-theme"), "light");
  });

  it("tells same-tab listeners about a change, only when the value changes", () => {
    mount();
    const seen: (string | null)[] = [];
    const listener = (event: StorageEvent) => seen.push(event.newValue);
    window.addEventListener("storage", listener);
    try {
      click(toggle());
      localStorage.setItem("theme", "dark");
      assert.deepEqual(seen, ["dark"]);
    } finally {
      window.removeEventListener("storage", listener);
    }
  });

  it("maps stored values", () => {
    assert.deepEqual(colorModeFromStorage("dark"), { colorMode: "dark", choice: "dark" });
    assert.deepEqual(colorModeFromStorage("bogus"), { colorMode: "light", choice: "light" });
    assert.deepEqual(colorModeFromStorage(null), { colorMode: "light", choice: "system" });
  });
});
