import "../../testing/dom";
import assert from "node:assert/strict";
import { useRef } from "react";
import { cleanUpAfterEach, flush, render } from "../../testing/render";
import { click } from "../../testing/events";
import { useCopyButtons } from "./copyButtons";

const BODY =
  '<div class="code-block" data-language="bash"><pre tabindex="0"><code class="hljs language-bash"><span class="hljs-built_in">npx</span> projen new typescript</code></pre>' +
  '<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>';

function Body() {
  const ref = useRef<HTMLDivElement>(null);
  useCopyButtons(ref, BODY);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: BODY }} />;
}

describe("copy buttons", () => {
  let copied: string[];
  beforeEach(() => {
    copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
  });
  cleanUpAfterEach();

  it("copies the code's text and says Copied", async () => {
    render(<Body />);
    const button = document.querySelector<HTMLButtonElement>(".copy-button")!;
    click(button);
    await flush();
    assert.deepEqual(copied, ["npx projen new typescript"]);
    assert.equal(button.textContent, "Copied");
    assert.equal(button.getAttribute("aria-label"), "Copied");
  });
});
