"""The dashboard in a real browser: `widgethost serve` driven through Debian's chromium
and chromedriver with Selenium (from PyPI).

Run by Tests/Browser/run.sh, which builds widgethost, creates two tasks, starts the server
on a free port over a temporary state directory and sets:

  WIDGETHOST_URL         the page's address
  WIDGETHOST_BIN         the widgethost binary (for changes made by another process)
  WIDGETHOST_STATE       the server's state directory
  WIDGETHOST_NOW         the time the server started at (ISO 8601)
  WIDGETHOST_SCREENSHOT  where to save the screenshot of the four seed widgets

The tests run in order on one page, which is never reloaded: each checks that the page it
started with is still the one shown.
"""

import os
import subprocess
import unittest

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from chromium_driver import chromium

URL = os.environ["WIDGETHOST_URL"]
BINARY = os.environ["WIDGETHOST_BIN"]
STATE = os.environ["WIDGETHOST_STATE"]
NOW = os.environ["WIDGETHOST_NOW"]
SCREENSHOT = os.environ["WIDGETHOST_SCREENSHOT"]
WAIT = 30


class DashboardInABrowser(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.browser = chromium()
        cls.browser.get(URL)
        # Cards are replaced whenever the server pushes a change: look them up afresh until a condition holds.
        cls.wait = WebDriverWait(cls.browser, WAIT, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))
        cls.wait.until(lambda b: b.find_element(By.ID, "live").get_attribute("data-live") == "open")
        # Set once; a reload of the page would lose it.
        cls.browser.execute_script("window.widgethostTestPage = 'the page loaded once'")

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()

    def tearDown(self):
        self.assertEqual(
            self.browser.execute_script("return window.widgethostTestPage"), "the page loaded once", "the page was reloaded"
        )

    # MARK: Helpers

    def card(self, kind):
        return self.wait.until(lambda b: b.find_element(By.CSS_SELECTOR, f'.card[data-kind="{kind}"]'))

    def card_attribute(self, kind, name):
        return self.wait.until(lambda b: b.find_element(By.CSS_SELECTOR, f'.card[data-kind="{kind}"]').get_attribute(name))

    def click(self, selector):
        """Clicks the element at `selector`, found afresh: the page replaces cards and form fields as changes arrive."""

        def clicked(browser):
            browser.find_element(By.CSS_SELECTOR, selector).click()
            return True

        self.wait.until(clicked)

    def tap(self, kind, label):
        self.click(f'.card[data-kind="{kind}"] [data-control-id][aria-label="{label}"]')

    def wait_for_text(self, kind, text):
        self.wait.until(lambda b: text in b.find_element(By.CSS_SELECTOR, f'.card[data-kind="{kind}"]').text)

    def open_gallery_item(self, plugin, kind):
        self.browser.find_element(By.ID, "open-gallery").click()
        item = self.wait.until(
            lambda b: b.find_element(By.CSS_SELECTOR, f'.gallery-item[data-plugin="{plugin}"][data-kind="{kind}"]')
        )
        self.wait.until(lambda b: item.find_element(By.CSS_SELECTOR, ".gallery-preview .widget"))
        return item

    def choose_family(self, item, family):
        item.find_element(By.CSS_SELECTOR, f'.families button[data-family="{family}"]').click()

    def field(self, name):
        return self.browser.find_element(By.CSS_SELECTOR, f'#configure .field[data-name="{name}"]')

    def submit_form(self):
        self.browser.find_element(By.ID, "configure-submit").click()
        self.wait.until(lambda b: not b.find_element(By.ID, "configure").get_attribute("open"))

    # MARK: Tests, in order

    def test_1_adding_the_counter_and_tapping_plus_ten_shows_ten(self):
        item = self.open_gallery_item("Counter", "MyWidget")
        self.choose_family(item, "systemMedium")
        self.wait.until(lambda b: item.find_element(By.CSS_SELECTOR, '.gallery-preview .widget[data-family="systemMedium"]'))
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.assertEqual(self.card_attribute("MyWidget", "data-family"), "systemMedium")
        self.wait_for_text("MyWidget", "结果: 0")

        self.tap("MyWidget", "加 10")
        self.wait_for_text("MyWidget", "结果: 10")

    def test_2_a_change_made_by_another_process_is_pushed_to_the_page(self):
        instance = self.card_attribute("MyWidget", "data-instance-id")
        subprocess.run(
            [BINARY, "--state", STATE, "--now", NOW, "tap", instance, "加 10"], check=True, capture_output=True, timeout=WAIT
        )
        self.wait_for_text("MyWidget", "结果: 20")
        self.tap("MyWidget", "减 10")
        self.wait_for_text("MyWidget", "结果: 10")

    def test_3_the_soups_interval_appears_when_shuffle_is_switched_on(self):
        item = self.open_gallery_item("Favorites", "FavoriteSoup")
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.wait.until(lambda b: b.find_element(By.ID, "configure").get_attribute("open"))
        shuffle = self.browser.find_element(By.ID, "field-shuffle")
        self.assertTrue(shuffle.is_selected())
        self.assertTrue(self.field("interval").is_displayed())

        self.click("#field-shuffle")
        self.wait.until(lambda b: not self.field("interval").is_displayed())
        self.assertEqual(self.browser.find_element(By.ID, "configure-summary").text, "")
        self.click("#field-shuffle")
        self.wait.until(lambda b: self.field("interval").is_displayed())

        interval = self.browser.find_element(By.ID, "field-interval")
        self.assertEqual([option.text for option in interval.find_elements(By.TAG_NAME, "option")], ["Every Hour", "Every Day", "Every Week"])
        interval.find_element(By.CSS_SELECTOR, 'option[value="hourly"]').click()
        self.browser.find_element(By.ID, "field-name").send_keys("Miso")
        self.submit_form()
        self.wait_for_text("FavoriteSoup", "Shuffled every hour")

    def test_4_a_task_is_picked_by_typing_part_of_its_title(self):
        item = self.open_gallery_item("Tasks", "TaskWidget")
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.wait.until(lambda b: b.find_element(By.ID, "configure").get_attribute("open"))
        self.browser.find_element(By.ID, "field-task").send_keys("milk")
        option = self.wait.until(
            lambda b: next(
                (li for li in self.field("task").find_elements(By.CSS_SELECTOR, ".entity-options li") if "Buy milk" in li.text), None
            )
        )
        self.assertEqual(len(self.field("task").find_elements(By.CSS_SELECTOR, ".entity-options li")), 1)
        option.click()
        self.wait.until(lambda b: "Buy milk" in self.field("task").find_element(By.CSS_SELECTOR, ".entity-current").text)
        self.submit_form()
        self.wait_for_text("TaskWidget", "Buy milk")

    def test_5_bad_form_input_shows_the_clis_error_and_adds_nothing(self):
        cards = len(self.browser.find_elements(By.CSS_SELECTOR, ".card"))
        item = self.open_gallery_item("Tasks", "TaskWidget")
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.wait.until(lambda b: b.find_element(By.ID, "configure").get_attribute("open"))
        self.browser.find_element(By.ID, "configure-submit").click()
        errors = self.wait.until(lambda b: b.find_element(By.ID, "configure-errors").text)
        self.assertTrue(errors.startswith("error: required parameter 'task' is missing (plugin Tasks, intent SelectTaskIntent, parameter task); expected"), errors)
        self.browser.find_element(By.CSS_SELECTOR, '#configure [data-close="configure"]').click()
        self.browser.find_element(By.CSS_SELECTOR, '#gallery [data-close="gallery"]').click()
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, ".card")), cards)

    def test_6_the_appearance_widget_takes_a_suggested_color(self):
        item = self.open_gallery_item("Appearance", "appIntents.kind")
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.wait.until(lambda b: b.find_element(By.ID, "configure").get_attribute("open"))
        picker = self.field("bgColor")
        self.assertIn("白色", picker.find_element(By.CSS_SELECTOR, ".entity-default").text)
        next(li for li in picker.find_elements(By.CSS_SELECTOR, ".entity-options li") if "黑色" in li.text).click()
        self.submit_form()
        self.wait_for_text("appIntents.kind", "button 当前")

    def test_7_the_gallery_shows_the_previews_of_a_plugin_that_has_them(self):
        cards = len(self.browser.find_elements(By.CSS_SELECTOR, ".card"))
        self.browser.find_element(By.ID, "open-gallery").click()
        section = '.gallery-previews[data-plugin="AppleTemplate"]'
        preview = self.wait.until(
            lambda b: b.find_element(By.CSS_SELECTOR, f"{section} .gallery-plugin-preview[data-preview='AppleTemplate/EmojiWidget.swift:91']")
        )
        self.assertIn("EmojiWidget · systemSmall · 2 entries", preview.text)
        entries = preview.find_elements(By.CSS_SELECTOR, '.widget-frame .widget[data-family="systemSmall"]')
        self.assertEqual(len(entries), 2)
        self.assertIn("Favorite Emoji:", entries[0].text)
        self.browser.find_element(By.CSS_SELECTOR, '#gallery [data-close="gallery"]').click()
        self.assertEqual(len(self.browser.find_elements(By.CSS_SELECTOR, ".card")), cards)

    def test_8_a_citys_choices_follow_the_province_chosen(self):
        item = self.open_gallery_item("CityFixture", "City")
        item.find_element(By.CSS_SELECTOR, "button.add").click()
        self.wait.until(lambda b: b.find_element(By.ID, "configure").get_attribute("open"))

        def cities(browser):
            try:
                return [li.text for li in self.field("city").find_elements(By.CSS_SELECTOR, ".entity-options li")]
            except StaleElementReferenceException:
                return None

        self.wait.until(lambda b: cities(b) == ["Hangzhou", "Ningbo", "Guangzhou", "Shenzhen"])
        next(li for li in self.field("province").find_elements(By.CSS_SELECTOR, ".entity-options li") if "Guangdong" in li.text).click()
        self.wait.until(lambda b: cities(b) == ["Guangzhou", "Shenzhen"])
        next(li for li in self.field("city").find_elements(By.CSS_SELECTOR, ".entity-options li") if "Shenzhen" in li.text).click()

        def districts(browser):
            try:
                return [option.get_attribute("value") for option in self.field("district").find_elements(By.CSS_SELECTOR, "datalist option")]
            except StaleElementReferenceException:
                return None

        # The district options provider depends on the city (@IntentParameterDependency): asked again once one is chosen.
        self.wait.until(lambda b: districts(b) == ["Futian", "Nanshan"])
        self.submit_form()
        self.wait_for_text("City", "Shenzhen")

    def test_9_screenshot_of_the_four_seed_widgets(self):
        for kind in ["MyWidget", "FavoriteSoup", "TaskWidget", "appIntents.kind"]:
            self.card(kind)
        self.browser.execute_script("document.activeElement && document.activeElement.blur()")
        os.makedirs(os.path.dirname(os.path.abspath(SCREENSHOT)), exist_ok=True)
        self.assertTrue(self.browser.save_screenshot(SCREENSHOT))


if __name__ == "__main__":
    unittest.main(verbosity=2)
