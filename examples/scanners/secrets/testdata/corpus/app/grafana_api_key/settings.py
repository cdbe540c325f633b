import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_API_KEY = "eyJrIjoilkSYudE2PIQlKMaXtF8CExfMB9AXjsWi4pKqCeWr5BcPezuuLYYXofOZZWG10I2WnDYf2SdqjDAqeXQDWim0viKpMFALotgjPaMuplXkW6NmImLSKHvAQZTEwarJJgtME1ePGfVJerfb9GgR3wtiwO7z2El3ypduvnBcDYy5fQWoSx5RuR17DFbWgZUYMt8cQQT1lK5XSRVPvytGQ1cFOkVwo0psxofb0fHnrtNZ4jk0hz4dqFih4hexAHxNMagyZFWCNQ2wKJuahWmXBnoc3X9q8Cf5RIIAcSMrlZStaBbXAyzsRU8rF9wCLu2kbp5mt0FhNELRbgRUSYa23HknCjVKy4Po="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
