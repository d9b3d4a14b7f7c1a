import "../testing/dom";
import assert from "node:assert/strict";
import { AnnouncementBar } from "../components/AnnouncementBar/AnnouncementBar";
import { cleanUpAfterEach, render } from "../testing/render";
import { click } from "../testing/events";
import { withSite } from "../testing/fixtures";
import { syncAnnouncementDismissal } from "./announcementBar";

const bar = () => document.querySelector('[role="banner"]');

describe("announcement bar", () => {
  cleanUpAfterEach();

  it("shows, and records the configured id", () => {
    render(withSite(<AnnouncementBar />));
    assert.ok(bar());
    assert.match(bar()!.textContent!, /Get started/);
    assert.equal(localStorage.getItem("docusaurus.announcement.id"), "getting-started-2025");
    assert.equal(localStorage.getItem("docusaurus.announcement.dismiss"), "false");
  });

  it("closes with the Close button and stays closed on the next visit", () => {
    const first = render(withSite(<AnnouncementBar />));
    click(bar()!.querySelector('button[aria-label="Close"]'));
    assert.equal(bar(), null);
    assert.equal(localStorage.getItem("docusaurus.announcement.dismiss"), "true");
    first.unmount();
    render(withSite(<AnnouncementBar />));
    assert.equal(bar(), null);
  });

  it("comes back when the id changes", () => {
    localStorage.setItem("docusaurus.announcement.id", "older-news");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    assert.equal(syncAnnouncementDismissal("getting-started-2025"), false);
    assert.equal(localStorage.getItem("docusaurus.announcement.dismiss"), "false");
  });

  it("reads the legacy default id as the default id", () => {
    localStorage.setItem("docusaurus.announcement.id", "annoucement-bar");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    assert.equal(syncAnnouncementDismissal("announcement-bar"), true);
  });
});
