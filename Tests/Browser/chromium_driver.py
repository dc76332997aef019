"""Headless chromium for the browser tests, through Debian's chromedriver (CHROMIUM and
CHROMEDRIVER in the environment override where they are)."""

import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--hide-scrollbars",
        "--window-size=1040,520",
        "--force-device-scale-factor=2",
        "--lang=en-US",
    ]:
        options.add_argument(argument)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)
