import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FINNHUB_API_KEY = "16xe4fivd4c69qjeq028"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
