import type { Locator, Page } from 'playwright-core';

/**
 * Counts what a person does on a journey: screens visited (every change of the address, pushed by
 * the app or typed), clicks and fields typed or pasted into. The journey test acts only through
 * these methods, so the count is the journey's, not an estimate.
 */
export class InteractionCount {
  visits = 0;
  clicks = 0;
  typed = 0;
  private lastUrl = '';

  constructor(page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      const key = `${url.pathname}${url.search}`;
      if (key !== this.lastUrl) this.visits++;
      this.lastUrl = key;
    });
  }

  get total(): number {
    return this.visits + this.clicks + this.typed;
  }

  async click(target: Locator): Promise<void> {
    this.clicks++;
    await target.click();
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.typed++;
    await target.fill(value);
  }

  async check(target: Locator): Promise<void> {
    this.clicks++;
    await target.check();
  }

  /** A native select: one click to open, one to choose. */
  async select(target: Locator, value: string): Promise<void> {
    this.clicks += 2;
    await target.selectOption(value);
  }

  /** A Mantine select: a click on the field, one on the option. */
  async choose(page: Page, field: Locator, option: string): Promise<void> {
    await this.click(field);
    await this.click(page.getByRole('option', { name: option, exact: true }));
  }

  /** Rows pasted from a spreadsheet count as one field typed into. */
  async paste(target: Locator, text: string): Promise<void> {
    this.typed++;
    await target.evaluate((input, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/plain', data);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    }, text);
  }
}
