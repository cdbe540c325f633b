import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "a5brCyYrVnZarwBA91MAN4woKolaghgnWJFTPTxOpDC8dWb4QtI4E7GlOGSoqyZF"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
