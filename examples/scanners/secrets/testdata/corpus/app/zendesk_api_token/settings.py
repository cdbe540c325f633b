import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "BA91MAN4woKolaghgnWJFTPTxOpDC8dWb4QtI4E7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
