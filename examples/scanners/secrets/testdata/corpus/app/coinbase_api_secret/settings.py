import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "s-fNyRTbLuqRxnJramN_lrQWZ0HCTGxTchA7FrkqikOD3xXwnhyDQ4kOuSXFErGU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
