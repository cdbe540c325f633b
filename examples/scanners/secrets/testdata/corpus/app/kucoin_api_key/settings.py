import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "211329d464bc1f09eea2ef0a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
