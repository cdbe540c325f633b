import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATEAI_API_KEY = "n90oizx1x9aamikcmvtswmayf6q3nzva"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
