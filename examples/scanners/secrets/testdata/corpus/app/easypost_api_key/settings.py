import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_API_KEY = "EZAKTfhhJl46BJ1TUzORDuSdfTtSJ9X6iSrPXVArDNpEuxEdO4eNdImXHR"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
