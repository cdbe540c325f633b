import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DATADOG_API_KEY = "344fb2c81507ec86d50c5f77c8e5b612"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
