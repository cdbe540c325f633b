import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "1cd671a1383bbf12d3ef4761"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
