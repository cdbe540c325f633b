import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "oe7tpfa6cjqiyq5o6ule"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
