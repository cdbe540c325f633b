import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "5c461535-489c-f838-01ec-b11a8d9bdb38"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
