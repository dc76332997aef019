"""The page of `widgethost preview LIBRARY --watch --dashboard` in a real browser (Debian's
chromium and chromedriver with Selenium, from PyPI): it shows the plugin's drawings, and when
the library is rebuilt it shows the new code's drawings by itself, without a reload of the page
and with no script blocked by the page's content security policy.

Run by Tests/Browser/run.sh, which sets:

  WIDGETHOST_BIN    the widgethost binary
  WIDGETHOST_CLANG  the C compiler to build the ticker fixture with (Tests/Fixtures/ticker.c)

"Rebuilt" is the ticker built to say "Tock" renamed over the file, as a linker does.
"""

import os
import subprocess
import tempfile
import time
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from chromium_driver import chromium

BINARY = os.environ["WIDGETHOST_BIN"]
CLANG = os.environ.get("WIDGETHOST_CLANG", "clang")
CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WAIT = 30


def build_ticker(output, word):
    """Compiles the ticker fixture saying `word` into `output`."""
    subprocess.run(
        [CLANG, "-std=c11", "-shared", "-fPIC", "-I", os.path.join(CHECKOUT, "Sources/CWidgetABI/include"),
         f'-DTICKER_WORD="{word}"', os.path.join(CHECKOUT, "Tests/Fixtures/ticker.c"), "-o", output],
        check=True)


class PreviewPageInABrowser(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.library = os.path.join(self.directory.name, "libTicker.so")
        build_ticker(self.library, "Tick")
        self.output = open(os.path.join(self.directory.name, "preview.out"), "w+")
        self.preview = subprocess.Popen(
            [BINARY, "--state", os.path.join(self.directory.name, "state"), "preview", self.library, "--watch", "--dashboard"],
            stdout=self.output, stderr=subprocess.STDOUT, env=dict(os.environ, HOME=self.directory.name))
        self.browser = chromium()

    def tearDown(self):
        self.browser.quit()
        self.preview.terminate()
        self.preview.wait(timeout=30)
        self.output.close()
        self.directory.cleanup()

    def printed(self):
        self.output.flush()
        with open(self.output.name) as text:
            return text.read()

    def address(self):
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            for line in self.printed().splitlines():
                if line.startswith("preview: drawings also at "):
                    return line[len("preview: drawings also at "):]
            self.assertIsNone(self.preview.poll(), self.printed())
            time.sleep(0.05)
        self.fail(f"no address printed: {self.printed()}")

    def test_the_page_shows_each_build_by_itself(self):
        self.browser.get(self.address())
        wait = WebDriverWait(self.browser, WAIT)
        wait.until(lambda b: "Tick 1/3" in b.find_element(By.ID, "preview").text)
        captions = [caption.text for caption in self.browser.find_elements(By.TAG_NAME, "figcaption")]
        self.assertTrue(any(caption.startswith("Ticker, systemSmall, timeline") for caption in captions), captions)
        self.browser.execute_script("window.widgethostTestPage = 'the page loaded once'")

        staged = os.path.join(self.directory.name, ".libTicker.so.new")
        build_ticker(staged, "Tock")
        os.rename(staged, self.library)
        wait.until(lambda b: "Tock 1/3" in b.find_element(By.ID, "preview").text)
        self.assertNotIn("Tick 1/3", self.browser.find_element(By.ID, "preview").text)
        self.assertEqual(self.browser.execute_script("return window.widgethostTestPage"), "the page loaded once")
        blocked = [entry["message"] for entry in self.browser.get_log("browser") if "Content Security Policy" in entry["message"]]
        self.assertEqual(blocked, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
