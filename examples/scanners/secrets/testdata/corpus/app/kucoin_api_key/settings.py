import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "aecc7c0b819aeb03f9a421b7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
